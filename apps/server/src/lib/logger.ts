import type { LoggerOptions } from 'pino'

/** Pino options: JSON lines, pretty only on a TTY (STYLE.md section 7). */
export function createLogger(level: string): LoggerOptions {
  if (process.stdout.isTTY) {
    return { level, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
  }
  return { level }
}
