import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import type { Env } from '../../config/env.ts'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

export interface Mailer {
  /** Sends one mail: over SMTP when SMTP_URL is set, else as an .eml file in DATA_DIR/outbox. */
  send(message: MailMessage): Promise<void>
  /**
   * Sends without making the caller wait (a request must not be slower, or fail, because a mail
   * went out); failures are logged. `drain()` waits for the mails still on their way.
   */
  sendInBackground(message: MailMessage): void
  drain(): Promise<void>
  close(): Promise<void>
}

export type MailerEnv = Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'dataDir'>

const LINK = /https?:\/\/[^\s<>"]+/g

/** Creates the mailer every module shares (`send({ to, subject, text, html? })`). */
export function createMailer(env: MailerEnv, log: FastifyBaseLogger): Mailer {
  const smtp = env.SMTP_URL !== undefined
  const transport: Transporter = smtp
    ? nodemailer.createTransport(env.SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const outbox = path.join(env.dataDir, 'outbox')
  const pending = new Set<Promise<void>>()

  async function send(message: MailMessage): Promise<void> {
    const info = (await transport.sendMail({ from: env.MAIL_FROM, ...message })) as {
      message?: Buffer
      messageId: string
    }
    if (smtp || !info.message) {
      log.info({ messageId: info.messageId, subject: message.subject }, 'mail sent')
      return
    }
    await mkdir(outbox, { recursive: true, mode: 0o700 })
    const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`
    const file = path.join(outbox, name)
    await writeFile(file, info.message, { mode: 0o600 })
    const links = message.text.match(LINK) ?? []
    log.info({ file, to: message.to, subject: message.subject, links }, 'mail written to outbox')
  }

  return {
    send,
    sendInBackground(message) {
      const job = send(message)
        .catch((err: unknown) => log.error({ err, subject: message.subject }, 'mail not sent'))
        .finally(() => pending.delete(job))
      pending.add(job)
    },
    async drain() {
      await Promise.all([...pending])
    },
    async close() {
      await Promise.all([...pending])
      transport.close()
    },
  }
}
