import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Session } from '@app/shared'
import type { Env } from '../../config/env.ts'
import { forbidden } from '../../lib/errors.ts'
import type { IssuedSession } from '../../modules/auth/sessions.service.ts'
import { toUserView } from '../../modules/users/user-view.ts'

export const REFRESH_COOKIE = 'xl_refresh'
/** The refresh cookie is sent to the auth routes only. */
export const REFRESH_COOKIE_PATH = '/api/auth'

function cookieOptions(env: Env) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: new URL(env.SITE_ORIGIN).protocol === 'https:',
    path: REFRESH_COOKIE_PATH,
  }
}

/** Puts the refresh token in its cookie and answers `{ accessToken, user }`. */
export function sendSession(reply: FastifyReply, env: Env, session: IssuedSession): Session {
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...cookieOptions(env),
    expires: session.refreshExpiresAt,
  })
  return { accessToken: session.accessToken, user: toUserView(session.user) }
}

export function clearSession(reply: FastifyReply, env: Env): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(env))
}

export const refreshCookieOf = (request: FastifyRequest): string | undefined =>
  request.cookies[REFRESH_COOKIE] || undefined

/**
 * CSRF guard for the cookie-bearing routes: a browser always sends Origin on a POST, so a foreign
 * one is refused (403). A request without Origin comes from a non-browser client, which cannot be
 * the victim of CSRF (and the cookie is SameSite=Strict anyway): it passes.
 */
export function requireSiteOrigin(env: Env) {
  const expected = new URL(env.SITE_ORIGIN).origin
  return async (request: FastifyRequest) => {
    const origin = request.headers.origin
    if (origin !== undefined && origin !== expected) {
      throw forbidden('This request must come from the site itself.')
    }
  }
}
