import type { FastifyBaseLogger } from 'fastify'
import { AuthMessages, toLanguage } from '@app/shared'
import { AppError, notFound, unauthorized } from '../../lib/errors.ts'
import type { UserRow } from '../users/users.schema.ts'
import type { AuthStore } from './auth.repository.ts'
import { OidcError, type OidcClient, type OidcIdentity } from './oidc.client.ts'
import type { IssuedSession, SessionService } from './sessions.service.ts'

export interface GoogleServiceDeps {
  store: AuthStore
  sessions: SessionService
  /** Null when GOOGLE_CLIENT_ID is not set. */
  oidc: OidcClient | null
  /** Whether the code flow can run (it needs GOOGLE_CLIENT_SECRET). */
  codeFlow: boolean
  log: FastifyBaseLogger
}

/** Sign-in with Google: a verified Google identity links to, or creates, an account. */
export function createGoogleService(deps: GoogleServiceDeps) {
  const { store, sessions, log } = deps

  function client(): OidcClient {
    if (!deps.oidc) throw notFound(AuthMessages.googleDisabled)
    return deps.oidc
  }

  async function identify(verify: () => Promise<OidcIdentity>): Promise<OidcIdentity> {
    try {
      return await verify()
    } catch (error) {
      if (!(error instanceof OidcError)) throw error
      if (error.kind === 'invalid') {
        log.info({ reason: error.message }, 'google sign-in refused')
        throw unauthorized(AuthMessages.googleFailed)
      }
      log.error({ err: error }, 'google sign-in unavailable')
      throw new AppError(502, 'INTERNAL', 'Google sign-in is unavailable right now.')
    }
  }

  /** Finds the account of a Google identity, links it by verified e-mail, or creates it. */
  function accountOf(identity: OidcIdentity, language: string | undefined): Promise<UserRow> {
    return store.transaction(async (repos) => {
      const linked = await repos.users.findByGoogleSubject(identity.subject)
      if (linked) return linked
      const byEmail = await repos.users.findByEmail(identity.email)
      if (!byEmail) {
        const created = await repos.users.insert({
          email: identity.email,
          googleSubject: identity.subject,
          emailVerified: true,
          photoUrl: identity.picture,
          language: toLanguage(language),
        })
        if (!created) throw unauthorized(AuthMessages.googleFailed)
        return created
      }
      if (byEmail.googleSubject) throw unauthorized(AuthMessages.googleFailed)
      // Account pre-hijacking defence: a password set by someone who never proved the address
      // is dropped (with its sessions) once Google proves who owns it.
      const untrusted = !byEmail.emailVerified && byEmail.passwordHash !== null
      if (untrusted) await repos.refreshTokens.revokeUser(byEmail.id, new Date())
      const updated = await repos.users.update(byEmail.id, {
        googleSubject: identity.subject,
        emailVerified: true,
        photoUrl: byEmail.photoUrl ?? identity.picture,
        ...(untrusted ? { passwordHash: null } : {}),
      })
      return updated ?? byEmail
    })
  }

  return {
    async loginWithIdToken(idToken: string, language?: string): Promise<IssuedSession> {
      const oidc = client()
      const identity = await identify(() => oidc.verifyIdToken(idToken))
      return sessions.start(await accountOf(identity, language))
    },
    async loginWithCode(code: string, language?: string): Promise<IssuedSession> {
      const oidc = client()
      if (!deps.codeFlow) throw notFound('Google popup sign-in is not configured on this server.')
      const identity = await identify(() => oidc.exchangeCode(code))
      return sessions.start(await accountOf(identity, language))
    },
  }
}
export type GoogleService = ReturnType<typeof createGoogleService>
