type LogFn = (obj: object, msg?: string) => void

/** Pino-style logger the host injects; the engine logs through it only. */
export interface EngineLogger {
  debug: LogFn
  info: LogFn
  warn: LogFn
  error: LogFn
}

const noop: LogFn = () => undefined

export const silentLogger: EngineLogger = { debug: noop, info: noop, warn: noop, error: noop }
