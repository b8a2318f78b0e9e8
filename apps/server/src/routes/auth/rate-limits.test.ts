import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DATABASE_KINDS, build } from '../../../test/helper.ts'
import { STRONG_PASSWORD, freshEmail, post, rows } from '../../../test/auth/session.ts'

const LIMITED = {
  code: 'RATE_LIMITED',
  message: 'Too many attempts. Please wait a minute and try again.',
}

describe.each(DATABASE_KINDS)('rate limits on %s', (kind) => {
  const ctx = build(kind, {
    AUTH_RATE_LIMIT_LOGIN: '3',
    AUTH_RATE_LIMIT_LOGIN_EMAIL: '2',
    AUTH_RATE_LIMIT_REGISTER: '2',
    AUTH_RATE_LIMIT_FORGOT: '2',
  })
  const app = () => ctx().app
  const login = (email: string, ip: string) =>
    post(app(), '/auth/login', { email, password: 'Wrong-Password-1' }, { ip })

  it('limits login per e-mail, across IP addresses', async () => {
    const email = freshEmail()
    expect((await login(email, '10.0.1.1')).statusCode).toBe(401)
    expect((await login(email, '10.0.1.2')).statusCode).toBe(401)
    const res = await login(email.toUpperCase(), '10.0.1.3')
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual(LIMITED)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect((await login(freshEmail(), '10.0.1.4')).statusCode).toBe(401)
  })

  it('limits login per IP address, across e-mails', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await login(freshEmail(), '10.0.2.1')).statusCode).toBe(401)
    expect((await login(freshEmail(), '10.0.2.1')).json()).toEqual(LIMITED)
    expect((await login(freshEmail(), '10.0.2.2')).statusCode).toBe(401)
  })

  it('limits register per IP before any hashing or writing', async () => {
    const register = (email: string) =>
      post(app(), '/auth/register', { email, password: STRONG_PASSWORD }, { ip: '10.0.3.1' })
    expect((await register(freshEmail())).statusCode).toBe(201)
    expect((await register(freshEmail())).statusCode).toBe(201)
    const email = freshEmail()
    const res = await register(email)
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual(LIMITED)
    expect(await rows(app(), sql`select id from users where email = ${email}`)).toHaveLength(0)
  })

  it('limits forgot-password per IP and per e-mail', async () => {
    const forgot = (email: string, ip: string) =>
      post(app(), '/auth/forgot-password', { email }, { ip })
    const email = freshEmail()
    expect((await forgot(email, '10.0.4.1')).statusCode).toBe(200)
    expect((await forgot(email, '10.0.4.2')).statusCode).toBe(200)
    expect((await forgot(email, '10.0.4.3')).json()).toEqual(LIMITED)
    expect((await forgot(freshEmail(), '10.0.4.1')).statusCode).toBe(200)
    expect((await forgot(freshEmail(), '10.0.4.1')).json()).toEqual(LIMITED)
  })
})
