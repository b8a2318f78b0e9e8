import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll } from 'vitest'

export interface ReceivedMail {
  to: string[]
  raw: string
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  decoded: string
}

const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'),
    )

/**
 * A real SMTP server on loopback for one suite. Its URL is put into `env.SMTP_URL` before the
 * app is built (so call this before `build(kind, env)`).
 */
export function smtpSink(env: NodeJS.ProcessEnv) {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address)
        received.push({ to, raw, decoded: decodeQuotedPrintable(raw) })
        callback()
      })
    },
  })
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.server.address() as { port: number }
    env.SMTP_URL = `smtp://127.0.0.1:${port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return {
    mailsTo: (address: string) => received.filter((mail) => mail.to.includes(address)),
  }
}
