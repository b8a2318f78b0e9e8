import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AuthMessages } from '@app/shared'
import { unauthorized } from '../../lib/errors.ts'
import { registerRateLimit } from '../external/rate-limit.ts'
import { createAuthStore } from '../../modules/auth/auth.repository.ts'
import { createAuthService, type AuthService } from '../../modules/auth/auth.service.ts'
import { createBackgroundTasks, type BackgroundTasks } from '../../modules/auth/background.ts'
import { createGoogleService, type GoogleService } from '../../modules/auth/google.service.ts'
import { createOidcClient } from '../../modules/auth/oidc.client.ts'
import { createPasswordHasher } from '../../modules/auth/passwords.ts'
import { createSessionService, type SessionService } from '../../modules/auth/sessions.service.ts'
import {
  createAccessTokens,
  createSuccessorDerivation,
  type AuthUser,
} from '../../modules/auth/tokens.ts'
import { createMailer, type Mailer } from '../../modules/mail/mailer.ts'

export type { AuthUser }

/** Lifetimes of the credentials (issue 3); the access token's is `ACCESS_TOKEN_TTL_SECONDS`. */
export const AUTH_TTL = {
  refreshMs: 30 * 24 * 60 * 60 * 1000,
  refreshGraceMs: 10_000,
  resetMs: 30 * 60 * 1000,
} as const

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler/onRequest hook for routes that need a signed-in pilot: verifies the Bearer access
     * token (HS256, issuer, audience, expiry) and sets `request.user`; 401 otherwise.
     * Use: `app.get('/x', { onRequest: app.authenticate }, async (request) => request.user.id)`.
     */
    authenticate: (request: FastifyRequest) => Promise<void>
    /** The shared mailer (`send({ to, subject, text, html? })`). */
    mailer: Mailer
    auth: {
      accounts: AuthService
      sessions: SessionService
      google: GoogleService
      /** Work after the answer (reset mails); tests drain it. */
      background: BackgroundTasks
    }
  }
  interface FastifyRequest {
    /**
     * The caller, from the verified access token only. Reading it on a route without
     * `app.authenticate` throws a 401 instead of giving undefined.
     */
    readonly user: AuthUser
  }
}

const authUsers = new WeakMap<FastifyRequest, AuthUser>()
const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i

/** Registers cookies, rate limiting, the mailer, the auth services and `authenticate`. */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  const { env, secrets, log } = { env: app.env, secrets: app.secrets, log: app.log }
  if (!app.hasDecorator('parseCookie')) await app.register(cookie)
  await registerRateLimit(app)

  const mailer = createMailer(env, log)
  const background = createBackgroundTasks(log)
  app.addHook('onClose', async () => {
    await background.drain()
    await mailer.close()
  })
  const accessTokens = createAccessTokens({
    key: secrets.jwtKey,
    issuer: env.SITE_ORIGIN,
    ttlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
  })
  const store = createAuthStore(app.database.db)
  const sessions = createSessionService({
    store,
    accessTokens,
    deriveSuccessor: createSuccessorDerivation(secrets.jwtKey),
    log,
    refreshTtlMs: AUTH_TTL.refreshMs,
    graceMs: AUTH_TTL.refreshGraceMs,
  })
  const accounts = createAuthService({
    store,
    sessions,
    passwords: await createPasswordHasher(),
    mailer,
    background,
    siteOrigin: env.SITE_ORIGIN.replace(/\/$/, ''),
    resetTtlMs: AUTH_TTL.resetMs,
  })
  const oidc = env.GOOGLE_CLIENT_ID
    ? createOidcClient({
        issuer: env.OIDC_ISSUER,
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
        redirectUri: env.GOOGLE_REDIRECT_URI,
      })
    : null
  const google = createGoogleService({
    store,
    sessions,
    oidc,
    codeFlow: Boolean(env.GOOGLE_CLIENT_SECRET),
    log,
  })

  app.decorate('mailer', mailer)
  app.decorate('auth', { accounts, sessions, google, background })
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      const user = authUsers.get(this)
      if (!user) throw unauthorized('Authentication required.')
      return user
    },
  })
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1]
    if (!token) throw unauthorized('Authentication required.')
    const user = await accessTokens.verify(token)
    if (!user) throw unauthorized(AuthMessages.sessionExpired)
    authUsers.set(request, user)
  })
}
