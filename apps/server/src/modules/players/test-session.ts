import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

/** Test overrides so a suite can sign several pilots in without tripping the auth rate limits. */
export const RELAXED_AUTH_LIMITS = {
  AUTH_RATE_LIMIT_REGISTER: '1000',
  AUTH_RATE_LIMIT_LOGIN: '1000',
  AUTH_RATE_LIMIT_LOGIN_EMAIL: '1000',
}

/** Registers and signs in a fresh pilot through the real auth routes (test helper). */
export async function signIn(app: FastifyInstance, email = `${randomUUID()}@pilots.test`) {
  const credentials = { email, password: 'correct horse battery staple 42' }
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: credentials,
  })
  if (registered.statusCode >= 300) throw new Error(`register failed: ${registered.body}`)
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials })
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`)
  const session = login.json<{ accessToken: string; user: { id: string } }>()
  return {
    email,
    userId: session.user.id,
    headers: { authorization: `Bearer ${session.accessToken}` },
  }
}
