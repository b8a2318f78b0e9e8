import type { SQL } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'

export const SITE = 'http://localhost:3000'
export const STRONG_PASSWORD = 'Orbital-Laser-42!'

/** Rate limits high enough not to get in the way of tests that are not about them. */
export const NO_RATE_LIMITS = {
  AUTH_RATE_LIMIT_LOGIN: '10000',
  AUTH_RATE_LIMIT_LOGIN_EMAIL: '10000',
  AUTH_RATE_LIMIT_REGISTER: '10000',
  AUTH_RATE_LIMIT_FORGOT: '10000',
}

let counter = 0
/** A fresh e-mail address per call (suites share one database). */
export const freshEmail = (tag = 'pilot') => `${tag}-${Date.now()}-${(counter += 1)}@example.test`

export const refreshCookie = (res: LightMyRequestResponse) =>
  res.cookies.find((cookie) => cookie.name === 'xl_refresh')

export function post(
  app: FastifyInstance,
  url: string,
  payload?: object,
  options: { cookie?: string; origin?: string | null; ip?: string; headers?: object } = {},
) {
  const origin = options.origin === undefined ? SITE : options.origin
  return app.inject({
    method: 'POST',
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    ...(options.cookie ? { cookies: { xl_refresh: options.cookie } } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    headers: { ...(origin ? { origin } : {}), ...options.headers },
  })
}

export async function registerAndLogin(app: FastifyInstance, email = freshEmail()) {
  const registered = await post(app, '/auth/register', { email, password: STRONG_PASSWORD })
  expect(registered.statusCode).toBe(201)
  const res = await post(app, '/auth/login', { email, password: STRONG_PASSWORD })
  expect(res.statusCode).toBe(200)
  const body = res.json<{ accessToken: string; user: { id: string; email: string } }>()
  return { email, ...body, cookie: refreshCookie(res)?.value ?? '' }
}

export const me = (app: FastifyInstance, accessToken: string) =>
  app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${accessToken}` } })

/** Runs raw SQL on either driver (PGlite and node-postgres both answer `{ rows }`). */
export async function rows<T>(app: FastifyInstance, query: SQL): Promise<T[]> {
  return ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows
}
