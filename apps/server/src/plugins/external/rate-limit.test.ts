import { randomInt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { build } from '../../../test/helper.ts'
import { freshEmail, post } from '../../../test/auth/session.ts'

/** The machine's Redis service (CI runs on this machine too). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const LIMITS = { AUTH_RATE_LIMIT_LOGIN_EMAIL: '4', LOG_LEVEL: 'silent' }

/** A login with a wrong password from a random address (the per-IP limit stays out of the way). */
const wrongLogin = (app: Parameters<typeof post>[0], email: string) =>
  post(
    app,
    '/auth/login',
    { email, password: 'Wrong-Password-1' },
    { ip: `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` },
  )

describe('rate limits shared through Redis (REDIS_URL)', () => {
  const first = build('pglite', { ...LIMITS, REDIS_URL })
  const second = build('pglite', { ...LIMITS, REDIS_URL })

  it('counts the attempts made on every API instance together', async () => {
    const email = freshEmail()
    const codes = []
    for (const instance of [first, second, first, second]) {
      codes.push((await wrongLogin(instance().app, email)).statusCode)
    }
    expect(codes).toEqual([401, 401, 401, 401])
    // Each instance saw only two attempts; together they reached the limit of 4.
    const refused = await wrongLogin(first().app, email)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await wrongLogin(second().app, email)).statusCode).toBe(429)
  })
})

describe('rate limits while Redis cannot be reached', () => {
  // Nothing listens on port 1.
  const away = build('pglite', { ...LIMITS, REDIS_URL: 'redis://127.0.0.1:1' })

  it('serves every request (unlimited) instead of failing them', async () => {
    const email = freshEmail()
    const codes = []
    for (let i = 0; i < 6; i++) codes.push((await wrongLogin(away().app, email)).statusCode)
    expect(codes).toEqual([401, 401, 401, 401, 401, 401])
  })
})
