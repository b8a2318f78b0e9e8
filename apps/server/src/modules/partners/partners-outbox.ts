import type { FastifyBaseLogger } from 'fastify'
import type { PartnersService } from './partners.service.ts'

export const OUTBOX_INTERVAL_MS = 60_000

/**
 * Runs `retryDue()` now (mails left pending by a previous run go out at start) and then every
 * `intervalMs`, never two rounds at once. `stop()` ends the loop after the round in progress.
 */
export function startPartnersOutbox(options: {
  service: Pick<PartnersService, 'retryDue'>
  log: Pick<FastifyBaseLogger, 'info' | 'error'>
  intervalMs?: number
}) {
  let running: Promise<void> | null = null
  const round = () => {
    running ??= options.service
      .retryDue()
      .then(({ sent, failed }) => {
        if (sent + failed > 0) options.log.info({ sent, failed }, 'partner outbox round')
      })
      .catch((err: unknown) => options.log.error({ err }, 'partner outbox round failed'))
      .finally(() => {
        running = null
      })
    return running
  }
  const timer = setInterval(() => void round(), options.intervalMs ?? OUTBOX_INTERVAL_MS)
  timer.unref()
  void round()
  return {
    /** Runs one round now (or waits for the one in progress). */
    runNow: round,
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
