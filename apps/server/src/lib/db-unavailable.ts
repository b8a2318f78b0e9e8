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

/**
 * Keeps a process alive when a database connection error escapes every handler while the server
 * restarts (a library's unawaited call, a connection event without a listener): it is logged and
 * the pools reconnect by themselves. Any other uncaught error still ends the process.
 */
export function surviveDatabaseLoss(log: {
  warn: (obj: object, msg: string) => void
  error: (obj: object, msg: string) => void
}) {
  const handle = (what: string) => (err: unknown) => {
    if (isDatabaseUnavailable(err)) {
      log.warn({ err }, `a database connection error escaped (${what}); carrying on`)
      return
    }
    log.error({ err }, `${what}; exiting`)
    process.exit(1)
  }
  process.on('unhandledRejection', handle('unhandled rejection'))
  process.on('uncaughtException', handle('uncaught exception'))
}
