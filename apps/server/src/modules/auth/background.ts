import type { FastifyBaseLogger } from 'fastify'

/** Work done after the answer went out; failures are logged, `drain()` waits for the rest. */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>()
  return {
    run(label: string, task: () => Promise<void>): void {
      // Started on the next turn of the event loop, once the answer has been written.
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log.error({ err }, `${label} failed`))
        .finally(() => pending.delete(job))
      pending.add(job)
    },
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending])
    },
  }
}
export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>
