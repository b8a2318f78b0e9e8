import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DATABASE_KINDS, build } from '../../../test/helper.ts'
import { badAccessTokens } from '../../../test/auth/bad-tokens.ts'
import {
  NO_RATE_LIMITS,
  SITE,
  STRONG_PASSWORD,
  freshEmail,
  me,
  post,
  refreshCookie,
  registerAndLogin,
  rows,
} from '../../../test/auth/session.ts'

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

describe.each(DATABASE_KINDS)('sessions on %s', (kind) => {
  const ctx = build(kind, NO_RATE_LIMITS)
  const app = () => ctx().app
  const db = () => ctx().database.db
  const row = async (token: string) =>
    (
      await rows<{ rotated_at: unknown; revoked_at: unknown }>(
        app(),
        sql`select rotated_at, revoked_at from refresh_tokens where token_hash = ${sha256(token)}`,
      )
    )[0]

  it('logs in with a session cookie scoped to the auth routes and a 15-minute JWT', async () => {
    const email = freshEmail()
    await post(app(), '/auth/register', { email, password: STRONG_PASSWORD })
    const res = await post(app(), '/auth/login', {
      email: ` ${email.toUpperCase()} `,
      password: STRONG_PASSWORD,
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.user).toEqual({
      id: expect.any(String),
      email,
      avatar: null,
      nickname: null,
      role: 'pilot',
    })
    const cookie = refreshCookie(res)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' })
    expect(cookie?.secure).toBeFalsy()
    const days = (new Date(cookie?.expires ?? 0).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
    expect(Buffer.from(cookie?.value ?? '', 'base64url')).toHaveLength(32)
    const [header, payload] = body.accessToken
      .split('.')
      .slice(0, 2)
      .map((part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()))
    expect(header.alg).toBe('HS256')
    expect(payload.exp - payload.iat).toBe(900)
    expect(payload).toMatchObject({ iss: SITE, aud: 'xlevel-api', sub: body.user.id })
    // Only the SHA-256 of the refresh token is stored.
    expect(await row(cookie?.value ?? '')).toMatchObject({ rotated_at: null, revoked_at: null })
    const raw = await rows(
      app(),
      sql`select 1 from refresh_tokens where token_hash = ${cookie?.value}`,
    )
    expect(raw).toHaveLength(0)

    const profile = await me(app(), body.accessToken)
    expect(profile.statusCode).toBe(200)
    expect(profile.json()).toEqual(body.user)
  })

  it('refuses /me without a valid access token', async () => {
    const { user } = await registerAndLogin(app())
    const tokens = await badAccessTokens(app(), user.id)
    for (const [name, token] of Object.entries(tokens)) {
      const res = await me(app(), token)
      expect(res.statusCode, name).toBe(401)
      expect(res.json().code).toBe('UNAUTHORIZED')
    }
    const anonymous = await app().inject({ method: 'GET', url: '/api/me' })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Authentication required.' })
  })

  it('rotates the refresh token on every use', async () => {
    const first = await registerAndLogin(app())
    const res = await post(app(), '/auth/refresh', undefined, { cookie: first.cookie })
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toEqual(first.user)
    const second = refreshCookie(res)?.value ?? ''
    expect(second).not.toBe(first.cookie)
    expect((await me(app(), res.json().accessToken)).statusCode).toBe(200)
    expect((await row(first.cookie))?.rotated_at).not.toBeNull()
    const third = await post(app(), '/auth/refresh', undefined, { cookie: second })
    expect(third.statusCode).toBe(200)
    expect(refreshCookie(third)?.value).not.toBe(second)
  })

  it('answers a just-rotated token with the same successor (two tabs)', async () => {
    const { cookie } = await registerAndLogin(app())
    // Four tabs at once: one rotates, the others get the very same successor.
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => post(app(), '/auth/refresh', undefined, { cookie })),
    )
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200])
    const successor = refreshCookie(answers[0]!)?.value
    expect(new Set(answers.map((res) => refreshCookie(res)?.value))).toEqual(new Set([successor]))
    expect(successor).not.toBe(cookie)
    const late = await post(app(), '/auth/refresh', undefined, { cookie })
    expect(late.statusCode).toBe(200)
    expect(refreshCookie(late)?.value).toBe(successor)
    // The successor is still live: using it rotates normally.
    const next = await post(app(), '/auth/refresh', undefined, { cookie: successor ?? '' })
    expect(next.statusCode).toBe(200)
    expect(refreshCookie(next)?.value).not.toBe(successor)
  })

  it('revokes the whole family when a rotated token is replayed after the grace window', async () => {
    const { cookie, email } = await registerAndLogin(app())
    const other = await post(app(), '/auth/login', { email, password: STRONG_PASSWORD })
    const rotated = await post(app(), '/auth/refresh', undefined, { cookie })
    const successor = refreshCookie(rotated)?.value ?? ''
    await db().execute(
      sql`update refresh_tokens set rotated_at = now() - interval '11 seconds' where token_hash = ${sha256(cookie)}`,
    )
    const replay = await post(app(), '/auth/refresh', undefined, { cookie })
    expect(replay.statusCode).toBe(401)
    expect(replay.json().message).toBe('Your session has expired. Please sign in again.')
    expect(refreshCookie(replay)).toMatchObject({ value: '', path: '/api/auth' })
    expect((await post(app(), '/auth/refresh', undefined, { cookie: successor })).statusCode).toBe(
      401,
    )
    expect((await row(successor))?.revoked_at).not.toBeNull()
    // Another login of the same user is another family: untouched.
    const otherCookie = refreshCookie(other)?.value ?? ''
    expect(
      (await post(app(), '/auth/refresh', undefined, { cookie: otherCookie })).statusCode,
    ).toBe(200)
  })

  it('refuses expired, unknown and missing refresh tokens', async () => {
    const { cookie } = await registerAndLogin(app())
    await db().execute(
      sql`update refresh_tokens set expires_at = now() - interval '1 second' where token_hash = ${sha256(cookie)}`,
    )
    expect((await post(app(), '/auth/refresh', undefined, { cookie })).statusCode).toBe(401)
    const unknown = await post(app(), '/auth/refresh', undefined, { cookie: 'x'.repeat(43) })
    expect(unknown.statusCode).toBe(401)
    expect((await post(app(), '/auth/refresh')).statusCode).toBe(401)
  })

  it('logs out the current family only', async () => {
    const { cookie, email, accessToken } = await registerAndLogin(app())
    const other = refreshCookie(
      await post(app(), '/auth/login', { email, password: STRONG_PASSWORD }),
    )
    const res = await post(app(), '/auth/logout', undefined, { cookie })
    expect(res.statusCode).toBe(204)
    expect(refreshCookie(res)).toMatchObject({ value: '', path: '/api/auth' })
    expect((await post(app(), '/auth/refresh', undefined, { cookie })).statusCode).toBe(401)
    expect(
      (await post(app(), '/auth/refresh', undefined, { cookie: other?.value ?? '' })).statusCode,
    ).toBe(200)
    // The access token is stateless: it lives out its 15 minutes.
    expect((await me(app(), accessToken)).statusCode).toBe(200)
    expect((await post(app(), '/auth/logout')).statusCode).toBe(204)
  })

  it('checks the Origin of the cookie-bearing calls', async () => {
    const { cookie } = await registerAndLogin(app())
    for (const origin of ['https://evil.example', 'null', `${SITE}.evil.example`]) {
      const res = await post(app(), '/auth/refresh', undefined, { cookie, origin })
      expect(res.statusCode).toBe(403)
      expect(res.json().code).toBe('FORBIDDEN')
      expect((await post(app(), '/auth/logout', undefined, { cookie, origin })).statusCode).toBe(
        403,
      )
    }
    // Non-browser clients send no Origin; the cookie is still required.
    const res = await post(app(), '/auth/refresh', undefined, { cookie, origin: null })
    expect(res.statusCode).toBe(200)
  })
})

describe('sessions behind https', () => {
  const site = 'https://xlevel.example'
  const ctx = build('pglite', { ...NO_RATE_LIMITS, SITE_ORIGIN: site })

  it('marks the refresh cookie Secure and checks Origin against SITE_ORIGIN', async () => {
    const app = ctx().app
    const email = freshEmail()
    await post(app, '/auth/register', { email, password: STRONG_PASSWORD })
    const res = await post(
      app,
      '/auth/login',
      { email, password: STRONG_PASSWORD },
      { origin: site },
    )
    expect(res.statusCode).toBe(200)
    const cookie = refreshCookie(res)
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' })
    const refresh = (origin: string) =>
      post(app, '/auth/refresh', undefined, { cookie: cookie?.value ?? '', origin })
    expect((await refresh(SITE)).statusCode).toBe(403)
    expect((await refresh(site)).statusCode).toBe(200)
  })
})
