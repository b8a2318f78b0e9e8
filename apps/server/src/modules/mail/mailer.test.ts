import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { smtpSink } from '../../../test/auth/smtp-sink.ts'
import { createMailer } from './mailer.ts'

function capturingLogger() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
      done()
    },
  })
  return { log: pino({ level: 'info' }, stream), lines }
}

const message = {
  to: 'pilot@example.test',
  subject: 'Ação: redefinir senha',
  text: 'Abra https://xlevel.example/reset-password?token=abc_DEF-123 para continuar.',
  html: '<p>Abra o link</p>',
}

describe('mailer', () => {
  const dirs: string[] = []
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
  })

  it('writes the mail to DATA_DIR/outbox (owner-only) and logs its links when SMTP is unset', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'xl-mail-'))
    dirs.push(dataDir)
    const { log, lines } = capturingLogger()
    const mailer = createMailer(
      { dataDir, MAIL_FROM: 'X Level <no-reply@x.test>', SMTP_URL: undefined },
      log,
    )
    mailer.sendInBackground(message)
    await mailer.close()
    const [name] = await readdir(path.join(dataDir, 'outbox'))
    const file = path.join(dataDir, 'outbox', name ?? '')
    expect(name).toMatch(/\.eml$/)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    const eml = await readFile(file, 'utf8')
    expect(eml).toContain('To: pilot@example.test')
    expect(eml).toContain('From: X Level <no-reply@x.test>')
    expect(eml).toContain('multipart/alternative')
    const entry = lines.find((line) => line.msg === 'mail written to outbox')
    expect(entry?.links).toEqual(['https://xlevel.example/reset-password?token=abc_DEF-123'])
  })

  describe('over SMTP', () => {
    const env: NodeJS.ProcessEnv = {}
    const sink = smtpSink(env)

    it('delivers to the SMTP server of SMTP_URL', async () => {
      const { log } = capturingLogger()
      const mailer = createMailer(
        { dataDir: '/nonexistent', MAIL_FROM: 'no-reply@x.test', SMTP_URL: env.SMTP_URL },
        log,
      )
      await mailer.send(message)
      await mailer.close()
      const [mail] = sink.mailsTo('pilot@example.test')
      expect(mail?.decoded).toContain('https://xlevel.example/reset-password?token=abc_DEF-123')
      expect(mail?.raw).toContain('Subject: =?UTF-8?Q?A=C3=A7=C3=A3o')
    })

    it('logs, and does not throw, when a background send fails', async () => {
      const { log, lines } = capturingLogger()
      const mailer = createMailer(
        { dataDir: '/nonexistent', MAIL_FROM: 'no-reply@x.test', SMTP_URL: 'smtp://127.0.0.1:1' },
        log,
      )
      mailer.sendInBackground(message)
      await mailer.drain()
      expect(lines.some((line) => line.msg === 'mail not sent')).toBe(true)
    })
  })
})
