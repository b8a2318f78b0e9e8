import { eq } from 'drizzle-orm'
import { pino } from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DATABASE_KINDS, createPgDatabase } from '../../../test/helper.ts'
import { openDatabase, type DatabaseHandle } from '../../db/client.ts'
import { startSmtpSink, type SmtpSink } from '../../routes/partners/smtp-sink.ts'
import { createMailer, type Mailer } from '../mail/mailer.ts'
import { startPartnersOutbox } from './partners-outbox.ts'
import { createPartnersRepository } from './partners.repository.ts'
import { partnerEnquiries } from './partners.schema.ts'
import { createPartnersService, RETRY_DELAYS_MS } from './partners.service.ts'

const log = pino({ level: 'silent' })
const fields = {
  empresa: 'Outbox Co',
  site: 'https://outbox.example',
  paisRegiao: 'Japan',
  tipo: 'licensing' as const,
  orcamento: 'JPY 1M',
  mensagem: 'Licensing our shmup catalogue for the league.',
}

describe.each(DATABASE_KINDS)('partner enquiry outbox on %s', (kind) => {
  let database: DatabaseHandle
  let drop: (() => Promise<void>) | undefined
  let sink: SmtpSink
  let mailer: Mailer
  beforeAll(async () => {
    sink = await startSmtpSink()
    mailer = createMailer(
      { SMTP_URL: sink.url, MAIL_FROM: 'X Level <no-reply@x.test>', dataDir: '/nonexistent' },
      log,
    )
    if (kind === 'postgres') {
      const created = await createPgDatabase()
      drop = created.drop
      database = await openDatabase({ databaseUrl: created.url, dataDir: null })
    } else {
      database = await openDatabase({ dataDir: null })
    }
  })
  afterAll(async () => {
    await mailer.close()
    await sink.close()
    await database.close()
    await drop?.()
  })
  beforeEach(async () => {
    await database.db.delete(partnerEnquiries)
    sink.mails.length = 0
  })

  const repo = () => createPartnersRepository(database.db)
  const service = (now?: () => Date) =>
    createPartnersService({ repo: repo(), mailer, businessEmail: 'deals@x.test', log, now })
  const leftPending = (nextAttemptAt: Date) =>
    repo().insert({ ...fields, status: 'pending', ip: null, nextAttemptAt })

  it('mails, at start, an enquiry a previous run stored but never sent', async () => {
    const row = await leftPending(new Date(Date.now() - 1000))
    const outbox = startPartnersOutbox({ service: service(), log, intervalMs: 3_600_000 })
    await outbox.runNow()
    await outbox.stop()
    expect(sink.mails).toHaveLength(1)
    expect(sink.mails[0]?.raw).toContain(`Reference: ${row.id}`)
    expect(await repo().findById(row.id)).toMatchObject({ status: 'sent', mailAttempts: 1 })
  })

  it('leaves an enquiry whose send is still leased alone', async () => {
    await leftPending(new Date(Date.now() + 60_000))
    expect(await service().retryDue()).toEqual({ sent: 0, failed: 0 })
    expect(sink.mails).toHaveLength(0)
  })

  it('sends a due enquiry once even when two rounds race', async () => {
    await leftPending(new Date(Date.now() - 1000))
    const results = await Promise.all([service().retryDue(), service().retryDue()])
    expect(results.map((r) => r.sent).sort()).toEqual([0, 1])
    expect(sink.mails).toHaveLength(1)
  })

  it('never mails spam', async () => {
    const spam = await repo().insert({
      ...fields,
      status: 'spam',
      honeypot: 'x',
      ip: null,
      nextAttemptAt: new Date(0),
    })
    expect(await service().retryDue()).toEqual({ sent: 0, failed: 0 })
    expect((await repo().findById(spam.id))?.status).toBe('spam')
  })

  it('backs off 1 then 5 minutes after failures, then delivers', async () => {
    let clock = new Date('2026-03-01T10:00:00Z')
    const svc = service(() => clock)
    const row = await leftPending(new Date('2026-03-01T09:00:00Z'))
    sink.failNext(2)
    expect(await svc.retryDue()).toEqual({ sent: 0, failed: 1 })
    let stored = await repo().findById(row.id)
    expect(stored?.nextAttemptAt?.getTime()).toBe(clock.getTime() + RETRY_DELAYS_MS[0])
    clock = new Date(clock.getTime() + RETRY_DELAYS_MS[0])
    expect(await svc.retryDue()).toEqual({ sent: 0, failed: 1 })
    stored = await repo().findById(row.id)
    expect(stored).toMatchObject({ status: 'pending', mailAttempts: 2 })
    expect(stored?.nextAttemptAt?.getTime()).toBe(clock.getTime() + RETRY_DELAYS_MS[1])
    clock = new Date(clock.getTime() + RETRY_DELAYS_MS[1] - 1)
    expect(await svc.retryDue()).toEqual({ sent: 0, failed: 0 })
    clock = new Date(clock.getTime() + 1)
    expect(await svc.retryDue()).toEqual({ sent: 1, failed: 0 })
    const [sent] = await database.db
      .select()
      .from(partnerEnquiries)
      .where(eq(partnerEnquiries.id, row.id))
    expect(sent).toMatchObject({ status: 'sent', mailAttempts: 3, lastError: null })
    expect(sink.mails).toHaveLength(1)
  })
})
