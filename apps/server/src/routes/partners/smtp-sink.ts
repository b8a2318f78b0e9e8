import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
}

/**
 * A real SMTP server on loopback for tests: it keeps every mail it accepts. `failNext(n)` makes
 * it refuse the next n mails with a 451 (a temporary failure), as a broken mail relay would.
 */
export async function startSmtpSink() {
  const mails: ReceivedMail[] = []
  let failures = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), {
            responseCode: 451,
          })
          return callback(error)
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address)
        mails.push({ from, to, raw: Buffer.concat(chunks).toString('utf8') })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    failNext(count: number) {
      failures = count
    },
    /** Waits until at least `count` mails arrived (or fails after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
      const deadline = Date.now() + timeoutMs
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${mails.length}`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      return mails
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>
