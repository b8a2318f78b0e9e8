import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DATABASE_KINDS, build } from '../../../test/helper.ts'
import { outboxFor } from '../../../test/auth/outbox.ts'
import {
  NO_RATE_LIMITS,
  SITE,
  STRONG_PASSWORD,
  freshEmail,
  post,
  refreshCookie,
  rows,
} from '../../../test/auth/session.ts'
import { smtpSink } from '../../../test/auth/smtp-sink.ts'

const NEW_PASSWORD = 'Brand-New-Ship-77'
const LINK = new RegExp(`${SITE}/reset-password\\?token=([\\w-]+)`)

describe.each(DATABASE_KINDS)('password reset over SMTP on %s', (kind) => {
  const env: NodeJS.ProcessEnv = { ...NO_RATE_LIMITS }
  const smtp = smtpSink(env)
  const ctx = build(kind, env)
  const app = () => ctx().app

  /** Asks for a reset link and returns the token that arrived at the SMTP server. */
  async function requestLink(email: string, language?: string) {
    await outboxFor(app(), ctx().dataDir, email)
    const before = smtp.mailsTo(email).length
    const res = await post(app(), '/auth/forgot-password', { email, language })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Check your email for reset instructions.' })
    await outboxFor(app(), ctx().dataDir, email)
    const mails = smtp.mailsTo(email)
    expect(mails).toHaveLength(before + 1)
    const mail = mails.at(-1)!
    return { mail, token: LINK.exec(mail.decoded)?.[1] ?? '' }
  }

  it('mails a single-use link that sets a new password and ends every session', async () => {
    const email = freshEmail()
    await post(app(), '/auth/register', { email, password: STRONG_PASSWORD, language: 'fr' })
    const login = await post(app(), '/auth/login', { email, password: STRONG_PASSWORD })
    const oldCookie = refreshCookie(login)?.value ?? ''

    const { mail, token } = await requestLink(email)
    expect(mail.decoded).toContain('Ouvrez ce lien pour choisir un nouveau mot de passe')
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    const tokenHash = createHash('sha256').update(token).digest('hex')
    const stored = await rows<{ token_hash: string; minutes: number }>(
      app(),
      sql`select token_hash, extract(epoch from expires_at - created_at) / 60 as minutes
          from password_reset_tokens where token_hash in (${token}, ${tokenHash})`,
    )
    expect(stored).toHaveLength(1)
    expect(stored[0]?.token_hash).toBe(tokenHash)
    expect(Number(stored[0]?.minutes)).toBeCloseTo(30, 1)

    const common = await post(app(), '/auth/reset-password', { token, password: 'password1' })
    expect(common.statusCode).toBe(400)
    const reset = await post(app(), '/auth/reset-password', { token, password: NEW_PASSWORD })
    expect(reset.statusCode).toBe(200)
    expect(reset.json()).toEqual({ message: 'Your password has been reset. You can now sign in.' })

    expect((await post(app(), '/auth/refresh', undefined, { cookie: oldCookie })).statusCode).toBe(
      401,
    )
    expect(
      (await post(app(), '/auth/login', { email, password: STRONG_PASSWORD })).statusCode,
    ).toBe(401)
    expect((await post(app(), '/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    )
    const again = await post(app(), '/auth/reset-password', {
      token,
      password: 'Yet-Another-One-5',
    })
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toMatch(/invalid or has expired/)
  })

  it('refuses an expired link, and a link superseded by a completed reset', async () => {
    const email = freshEmail()
    await post(app(), '/auth/register', { email, password: STRONG_PASSWORD })
    const first = await requestLink(email, 'de')
    expect(first.mail.decoded).toContain('Öffne diesen Link')
    const second = await requestLink(email)
    await ctx().database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second'
          where token_hash = ${createHash('sha256').update(second.token).digest('hex')}`,
    )
    const expired = await post(app(), '/auth/reset-password', {
      token: second.token,
      password: NEW_PASSWORD,
    })
    expect(expired.statusCode).toBe(400)
    const third = await requestLink(email)
    expect(
      (await post(app(), '/auth/reset-password', { token: third.token, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200)
    const superseded = await post(app(), '/auth/reset-password', {
      token: first.token,
      password: 'Yet-Another-One-5',
    })
    expect(superseded.statusCode).toBe(400)
  })

  it('sends nothing for an unknown address but answers the same', async () => {
    const email = freshEmail('nobody')
    const res = await post(app(), '/auth/forgot-password', { email })
    expect(res.json()).toEqual({ message: 'Check your email for reset instructions.' })
    await outboxFor(app(), ctx().dataDir, email)
    expect(smtp.mailsTo(email)).toHaveLength(0)
    const bogus = await post(app(), '/auth/reset-password', {
      token: 'A'.repeat(43),
      password: NEW_PASSWORD,
    })
    expect(bogus.statusCode).toBe(400)
  })

  it('sends nothing for a demo pilot, whose address is invented', async () => {
    const email = freshEmail('demo')
    await app().database.db.execute(sql`insert into users (email, is_demo) values (${email}, true)`)
    const res = await post(app(), '/auth/forgot-password', { email })
    expect(res.json()).toEqual({ message: 'Check your email for reset instructions.' })
    await outboxFor(app(), ctx().dataDir, email)
    expect(smtp.mailsTo(email)).toHaveLength(0)
  })
})
