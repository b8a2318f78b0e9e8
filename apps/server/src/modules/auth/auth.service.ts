import {
  AuthMessages,
  toLanguage,
  type ForgotPasswordBody,
  type LoginBody,
  type MessageResponse,
  type RegisterBody,
  type ResetPasswordBody,
  type User,
} from '@app/shared'
import { badRequest, unauthorized } from '../../lib/errors.ts'
import type { Mailer } from '../mail/mailer.ts'
import { toUserView } from '../users/user-view.ts'
import type { AuthStore } from './auth.repository.ts'
import type { BackgroundTasks } from './background.ts'
import { renderAuthMail } from './mails/render.ts'
import type { PasswordHasher } from './passwords.ts'
import type { IssuedSession, SessionService } from './sessions.service.ts'
import { hashToken, randomToken } from './tokens.ts'

export interface AuthServiceDeps {
  store: AuthStore
  sessions: SessionService
  passwords: PasswordHasher
  mailer: Mailer
  background: BackgroundTasks
  siteOrigin: string
  resetTtlMs: number
  now?: () => Date
}

/** E-mail + password accounts. No answer depends on whether an e-mail is registered. */
export function createAuthService(deps: AuthServiceDeps) {
  const { store, sessions, passwords, mailer, background } = deps
  const now = deps.now ?? (() => new Date())
  const home = `${deps.siteOrigin}/`

  async function sendResetLink(body: ForgotPasswordBody): Promise<void> {
    const user = await store.users.findByEmail(body.email)
    // Demo pilots are sample data with invented addresses: nobody may take one over.
    if (!user || user.isDemo) return
    await store.resetTokens.deleteExpired(now())
    const token = randomToken()
    const expiresAt = new Date(now().getTime() + deps.resetTtlMs)
    await store.resetTokens.insert({ userId: user.id, tokenHash: hashToken(token), expiresAt })
    const link = `${deps.siteOrigin}/reset-password?token=${encodeURIComponent(token)}`
    const language = body.language ?? user.language
    await mailer.send(renderAuthMail('passwordReset', { to: user.email, language, link }))
  }

  function refuseCommon(password: string) {
    if (passwords.isCommon(password)) {
      throw badRequest(AuthMessages.commonPassword, { password: AuthMessages.commonPassword })
    }
  }

  return {
    /**
     * Same answer, and the same argon2 work, for a new and a taken e-mail; the owner of a taken
     * one gets a notice by mail instead of a second account.
     */
    async register(body: RegisterBody): Promise<MessageResponse> {
      refuseCommon(body.password)
      const passwordHash = await passwords.hash(body.password)
      const language = toLanguage(body.language)
      const created = await store.users.insert({ email: body.email, passwordHash, language })
      const owner = created ?? (await store.users.findByEmail(body.email))
      if (owner) {
        const kind = created ? 'welcome' : 'accountExists'
        mailer.sendInBackground(
          renderAuthMail(kind, { to: owner.email, language: owner.language, link: home }),
        )
      }
      return { message: AuthMessages.registered }
    },

    /** The public view of a signed-in user; 401 if the account is gone. */
    async me(userId: string): Promise<User> {
      const user = await store.users.findById(userId)
      if (!user) throw unauthorized(AuthMessages.sessionExpired)
      return toUserView(user)
    },

    async login(body: LoginBody): Promise<IssuedSession> {
      const user = await store.users.findByEmail(body.email)
      const matches = await passwords.verify(user?.passwordHash ?? null, body.password)
      if (!user || !matches) throw unauthorized(AuthMessages.invalidCredentials)
      return sessions.start(user)
    },

    /**
     * Answers at once, the same for every e-mail; the look-up, the token and the mail happen
     * afterwards, so not even the response time tells whether the address has an account.
     */
    async forgotPassword(body: ForgotPasswordBody): Promise<MessageResponse> {
      background.run('password reset request', () => sendResetLink(body))
      return { message: AuthMessages.resetRequested }
    },

    /** Sets a new password with a single-use token; every session of the user ends. */
    async resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
      refuseCommon(body.password)
      const tokenHash = hashToken(body.token)
      const invalid = () => badRequest(AuthMessages.invalidResetToken)
      // Check the token before hashing: hashing for garbage tokens would be a free DoS lever.
      if (!(await store.resetTokens.findUsable(tokenHash, now()))) throw invalid()
      const passwordHash = await passwords.hash(body.password)
      await store.transaction(async (repos) => {
        const userId = await repos.resetTokens.consume(tokenHash, now())
        if (!userId) throw invalid()
        // Following the mailed link proves the address is theirs.
        await repos.users.update(userId, { passwordHash, emailVerified: true })
        await repos.resetTokens.consumeAllOfUser(userId, now())
        await repos.refreshTokens.revokeUser(userId, now())
      })
      return { message: AuthMessages.passwordReset }
    },
  }
}
export type AuthService = ReturnType<typeof createAuthService>
