import { setTimeout as sleep } from 'node:timers/promises'

/** Seconds a client is told to wait (Retry-After) when the database is unreachable. */
export const DB_RETRY_AFTER_SECONDS = 2

export const DB_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.'

/** Socket errors of a lost or refused database connection. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'])

/**
 * SQLSTATEs of a server going away or not ready yet: class 08 (connection exception),
 * 57P01-57P03 (shut down by the administrator or a crash, cannot connect now), 53300 (too many
 * connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08\d{3}|57P0[1-3]|53300)$/

/** What node-postgres says when a connection dies under it or cannot be had in time. */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/

/**
 * True when `err` (or an error in its `cause` chain, as drizzle wraps driver errors) says the
 * database cannot be reached right now: a retry shortly after may succeed, so the client gets
 * 503 + Retry-After rather than a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let at = err, depth = 0; at instanceof Error && depth < 5; depth += 1) {
    const code = 'code' in at ? String(at.code) : ''
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return true
    if (LOST_CONNECTION.test(at.message)) return true
    at = at.cause
  }
  return false
}

/** How long a starting process waits for an unreachable database before it gives up. */
export const DATABASE_STARTUP_WAIT_MS = 120_000

/**
 * Runs a start-up step that needs the database, again with backoff while the database cannot be
 * reached (a server still starting or restarting beside this process), for up to `waitMs`. Any
 * other error, or the database still away after `waitMs`, is thrown. The step must leave nothing
 * open when it fails.
 */
export async function untilDatabaseAnswers<T>(
  step: () => Promise<T>,
  options: { log: { warn: (obj: object, msg: string) => void }; waitMs?: number },
): Promise<T> {
  const deadline = Date.now() + (options.waitMs ?? DATABASE_STARTUP_WAIT_MS)
  for (let delayMs = 250; ; delayMs = Math.min(delayMs * 2, 5_000)) {
    try {
      return await step()
    } catch (err) {
      if (!isDatabaseUnavailable(err) || Date.now() + delayMs > deadline) throw err
      options.log.warn({ err, retryInMs: delayMs }, 'the database cannot be reached yet; waiting')
      await sleep(delayMs)
    }
  }
}
