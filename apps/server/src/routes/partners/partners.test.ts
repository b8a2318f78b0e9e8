import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PARTNER_VALIDATION_EN, PartnerValidationKey } from '@app/shared'
import { DATABASE_KINDS, build } from '../../../test/helper.ts'
import { partnerEnquiries } from '../../modules/partners/partners.schema.ts'
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts'

const valid = {
  empresa: '  Arcade Corp ',
  site: 'https://arcade.example',
  paisRegiao: 'Brasil',
  tipo: 'patrocinio',
  orcamento: 'USD 10k',
  mensagem: 'We would like to sponsor Season 1 of the league.',
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('condition not reached in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe.each(DATABASE_KINDS)('partners API on %s', (kind) => {
  let sink: SmtpSink
  const overrides: NodeJS.ProcessEnv = {
    BUSINESS_EMAIL: 'deals@xlevel.test',
    PARTNERS_RETRY_INTERVAL_MS: '100',
  }
  beforeAll(async () => {
    sink = await startSmtpSink()
    overrides.SMTP_URL = sink.url
  })
  afterAll(() => sink.close())
  const ctx = build(kind, overrides)

  let ipCounter = 0
  const post = (payload: unknown, ip = `10.0.0.${++ipCounter}`) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/partners',
      payload: payload as object,
      remoteAddress: ip,
    })
  const rows = () => ctx().database.db.select().from(partnerEnquiries)
  const rowOf = async (empresa: string) => (await rows()).find((row) => row.empresa === empresa)

  it('gives the business contact for the info card and the mailto', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/partners/contact' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ email: 'deals@xlevel.test' })
  })

  it('stores a proposal and mails it to the business contact over SMTP', async () => {
    const before = sink.mails.length
    const res = await post(valid)
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ status: 'received' })
    const [mail] = (await sink.waitFor(before + 1)).slice(before)
    expect(mail?.to).toEqual(['deals@xlevel.test'])
    expect(mail?.raw).toContain('Subject: Partnership proposal: Arcade Corp (Sponsorship)')
    expect(mail?.raw).toContain('Company: Arcade Corp\r\nWebsite: https://arcade.example\r\n')
    expect(mail?.raw).toContain('Business type: Sponsorship (patrocinio)')
    expect(mail?.raw).toContain('We would like to sponsor Season 1 of the league.')
    const row = await until(async () => {
      const found = await rowOf('Arcade Corp')
      return found?.status === 'sent' ? found : undefined
    })
    expect(row).toMatchObject({ empresa: 'Arcade Corp', paisRegiao: 'Brasil', mailAttempts: 1 })
    expect(row.sentAt).toBeInstanceOf(Date)
  })

  const K = PartnerValidationKey
  it.each([
    ['empresa', ' ', K.companyRequired],
    ['site', '', K.websiteRequired],
    ['site', 'www.arcade.example', K.websiteFormat],
    ['paisRegiao', undefined, K.countryRequired],
    ['tipo', 'merger', K.businessTypeRequired],
    ['orcamento', '', K.budgetRequired],
    ['mensagem', '', K.messageRequired],
    ['mensagem', ' too short ', K.messageMinLength],
  ])('rejects %s = %j with 400 and the key %s, storing nothing', async (field, value, key) => {
    const count = (await rows()).length
    const res = await post({ ...valid, [field]: value })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      code: 'BAD_REQUEST',
      message: PARTNER_VALIDATION_EN[key],
      fields: { [field]: key },
    })
    expect(await rows()).toHaveLength(count)
  })

  it('lists every invalid field of an empty form', async () => {
    const res = await post({})
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json<{ fields: object }>().fields)).toEqual([
      'empresa',
      'site',
      'paisRegiao',
      'tipo',
      'orcamento',
      'mensagem',
    ])
  })

  it('answers malformed or non-JSON bodies with a 4xx, never a 500', async () => {
    const broken = await ctx().app.inject({
      method: 'POST',
      url: '/api/partners',
      headers: { 'content-type': 'application/json' },
      payload: '{"empresa":',
      remoteAddress: '10.0.3.1',
    })
    expect(broken.statusCode).toBe(400)
    const text = await ctx().app.inject({
      method: 'POST',
      url: '/api/partners',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
      remoteAddress: '10.0.3.2',
    })
    expect(text.statusCode).toBe(400)
    const array = await post([valid])
    expect(array.statusCode).toBe(400)
    for (const res of [text, array]) {
      expect(res.json()).toEqual({
        code: 'BAD_REQUEST',
        message: 'The proposal must be a JSON object with the form fields',
      })
    }
  })

  it('stores a honeypot hit as spam, answers like a success and mails nothing', async () => {
    const before = sink.mails.length
    const spam = await post({ ...valid, empresa: 'Bot Inc', comentario: 'cheap pills' })
    expect(spam.statusCode).toBe(202)
    expect(spam.json()).toEqual({ status: 'received' })
    expect(await rowOf('Bot Inc')).toMatchObject({ status: 'spam', honeypot: 'cheap pills' })
    await post({ ...valid, empresa: 'Human Ltd' })
    const mails = (await sink.waitFor(before + 1)).slice(before)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(sink.mails.slice(before).map((mail) => mail.raw.includes('Bot Inc'))).toEqual([false])
    expect(mails[0]?.raw).toContain('Human Ltd')
  })

  it('limits proposals to 5 per 10 minutes per address with a clear 429', async () => {
    for (let i = 0; i < 5; i++) expect((await post({}, '10.9.9.9')).statusCode).toBe(400)
    const limited = await post(valid, '10.9.9.9')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many proposals from this address. Please try again in 10 minutes.',
    })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(590)
    expect((await post({}, '10.9.9.10')).statusCode).toBe(400)
  })

  it('keeps a proposal whose mail failed and delivers it on a later attempt', async () => {
    const before = sink.mails.length
    sink.failNext(1)
    expect((await post({ ...valid, empresa: 'Retry SA' })).statusCode).toBe(202)
    const failed = await until(async () => {
      const row = await rowOf('Retry SA')
      return row?.mailAttempts === 1 ? row : undefined
    })
    expect(failed.status).toBe('pending')
    expect(failed.lastError).toMatch(/451/)
    expect(failed.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 50_000)
    // Fast-forward the back-off: the retry loop (every 100 ms here) picks it up once due.
    await ctx()
      .database.db.update(partnerEnquiries)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(partnerEnquiries.id, failed.id))
    const sent = await until(async () => {
      const row = await rowOf('Retry SA')
      return row?.status === 'sent' ? row : undefined
    })
    expect(sent.mailAttempts).toBe(2)
    expect(sent.lastError).toBeNull()
    const mails = (await sink.waitFor(before + 1)).slice(before)
    expect(mails.filter((mail) => mail.raw.includes('Retry SA'))).toHaveLength(1)
  })
})
