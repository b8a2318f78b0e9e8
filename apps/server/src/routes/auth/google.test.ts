import { generateKeyPair, SignJWT } from 'jose'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DATABASE_KINDS, build } from '../../../test/helper.ts'
import { CLIENT_ID, oidcIssuer } from '../../../test/auth/oidc-issuer.ts'
import {
  NO_RATE_LIMITS,
  STRONG_PASSWORD,
  me,
  post,
  refreshCookie,
} from '../../../test/auth/session.ts'

const FAILED = { code: 'UNAUTHORIZED', message: 'Google authentication failed. Please try again.' }

describe.each(DATABASE_KINDS)('Google sign-in against a loopback OpenID provider on %s', (kind) => {
  const env: NodeJS.ProcessEnv = { ...NO_RATE_LIMITS }
  const tag = `${kind}-${Date.now()}`
  const accounts = {
    ada: { email: `ada-${tag}@gmail.test`, emailVerified: true, name: 'Ada' },
    bob: { email: `bob-${tag}@gmail.test`, emailVerified: true, name: 'Bob' },
    eve: { email: `eve-${tag}@gmail.test`, emailVerified: false, name: 'Eve' },
    cat: { email: `cat-${tag}@gmail.test`, emailVerified: true, name: 'Cat' },
  }
  const issuer = oidcIssuer(env, accounts)
  const ctx = build(kind, env)
  const app = () => ctx().app

  it('publishes the client id', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/config' })
    expect(res.json()).toEqual({ googleClientId: CLIENT_ID })
  })

  it('signs in with a one-tap ID token, creating the account once', async () => {
    const res = await post(app(), '/auth/google/onetap', { idToken: await issuer.idToken('ada') })
    expect(res.statusCode).toBe(200)
    const { accessToken, user } = res.json()
    expect(user).toMatchObject({
      email: accounts.ada.email,
      avatar: 'https://pictures.example/ada.png',
    })
    expect(refreshCookie(res)?.httpOnly).toBe(true)
    expect((await me(app(), accessToken)).json()).toEqual(user)
    const again = await post(app(), '/auth/google/login', { code: await issuer.authorize('ada') })
    expect(again.statusCode).toBe(200)
    expect(again.json().user.id).toBe(user.id)
  })

  it('links to the password account with the same e-mail', async () => {
    const email = accounts.bob.email
    await post(app(), '/auth/register', { email, password: STRONG_PASSWORD })
    const password = await post(app(), '/auth/login', { email, password: STRONG_PASSWORD })
    const oldCookie = refreshCookie(password)?.value ?? ''
    const res = await post(app(), '/auth/google/login', { code: await issuer.authorize('bob') })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.id).toBe(password.json().user.id)
    // The address was never proven before: a password set by whoever registered it is dropped.
    expect(
      (await post(app(), '/auth/login', { email, password: STRONG_PASSWORD })).statusCode,
    ).toBe(401)
    expect((await post(app(), '/auth/refresh', undefined, { cookie: oldCookie })).statusCode).toBe(
      401,
    )
  })

  it('keeps the password of an account whose address was already proven', async () => {
    const email = accounts.cat.email
    await post(app(), '/auth/register', { email, password: STRONG_PASSWORD })
    await ctx().database.db.execute(
      sql`update users set email_verified = true where email = ${email}`,
    )
    const res = await post(app(), '/auth/google/onetap', { idToken: await issuer.idToken('cat') })
    expect(res.statusCode).toBe(200)
    expect(
      (await post(app(), '/auth/login', { email, password: STRONG_PASSWORD })).statusCode,
    ).toBe(200)
  })

  it('refuses an unverified e-mail and a bad code', async () => {
    const unverified = await post(app(), '/auth/google/onetap', {
      idToken: await issuer.idToken('eve'),
    })
    expect(unverified.statusCode).toBe(401)
    expect(unverified.json()).toEqual(FAILED)
    const code = await issuer.authorize('ada')
    expect((await post(app(), '/auth/google/login', { code })).statusCode).toBe(200)
    // Codes are single use.
    expect((await post(app(), '/auth/google/login', { code })).json()).toEqual(FAILED)
    expect((await post(app(), '/auth/google/login', { code: 'made-up' })).json()).toEqual(FAILED)
  })

  it('refuses forged ID tokens', async () => {
    const { key, kid } = issuer.signingKey()
    const now = Math.floor(Date.now() / 1000)
    const claims = { email: accounts.ada.email, email_verified: true }
    const forge = (
      overrides: { iss?: string; aud?: string; iat?: number; exp?: number } = {},
      signingKey: Parameters<SignJWT['sign']>[0] = key,
    ) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid })
        .setSubject('ada')
        .setIssuer(overrides.iss ?? issuer.issuer)
        .setAudience(overrides.aud ?? CLIENT_ID)
        .setIssuedAt(overrides.iat ?? now)
        .setExpirationTime(overrides.exp ?? now + 600)
        .sign(signingKey)
    // The control: signed by the provider's key with every claim right, it is accepted.
    expect((await post(app(), '/auth/google/onetap', { idToken: await forge() })).statusCode).toBe(
      200,
    )

    const otherKey = (await generateKeyPair('RS256')).privateKey
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const body = {
      ...claims,
      sub: 'ada',
      iss: issuer.issuer,
      aud: CLIENT_ID,
      iat: now,
      exp: now + 600,
    }
    const forged = {
      wrongKey: await forge({}, otherKey),
      wrongAudience: await forge({ aud: 'someone-else.apps.example' }),
      wrongIssuer: await forge({ iss: 'https://evil.example' }),
      expired: await forge({ iat: now - 7200, exp: now - 3600 }),
      algNone: `${encode({ alg: 'none', kid })}.${encode(body)}.`,
      hmacWithSecret: await new SignJWT(body)
        .setProtectedHeader({ alg: 'HS256', kid })
        .sign(new TextEncoder().encode('test-client-secret-0123456789')),
      garbage: 'a.b.c',
    }
    for (const [name, idToken] of Object.entries(forged)) {
      const res = await post(app(), '/auth/google/onetap', { idToken })
      expect(res.statusCode, name).toBe(401)
      expect(res.json(), name).toEqual(FAILED)
    }
  })
})
