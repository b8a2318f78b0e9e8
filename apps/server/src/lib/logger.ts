import type { FastifyServerOptions } from 'fastify'

/** Pino options: JSON lines, pretty only on a TTY (STYLE.md section 7). */
export function createLogger(level: string): FastifyServerOptions['logger'] {
  if (process.stdout.isTTY) {
    return { level, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
  }
  return { level }
}
