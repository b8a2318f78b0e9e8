import type { JobHandlers, JobName, JobPayloadMap } from '../../jobs/job-names.ts'

/** Retry and time-limit policy shared by both queue implementations. */
export interface QueuePolicy {
  /** Retries after the first attempt when a handler throws. */
  retryLimit: number
  /** Seconds before the first retry; doubled on each further retry. */
  retryDelaySeconds: number
  /** A job running longer is aborted (embedded) or handed to another worker (pg-boss). */
  expireInSeconds: number
}

/** The job queue: embedded (in-process) or pg-boss (PostgreSQL); the same handlers run in both. */
export interface JobQueue {
  readonly kind: 'embedded' | 'pg-boss'
  enqueue<N extends JobName>(name: N, payload: JobPayloadMap[N]): Promise<void>
  /** Starts taking jobs with at most `concurrency` running at once in this process. */
  work(handlers: JobHandlers, options: { concurrency: number }): Promise<void>
  /** Stops taking jobs, aborts the running ones and waits for them to end. */
  stop(): Promise<void>
}

export const retryDelayMs = (policy: QueuePolicy, attempt: number) =>
  policy.retryDelaySeconds * 1000 * 2 ** Math.max(0, attempt - 1)

type LogFn = (obj: object, msg?: string) => void
/** The pino-style logger our services take (pino and Fastify's logger satisfy it). */
export interface Log {
  debug: LogFn
  info: LogFn
  warn: LogFn
  error: LogFn
}
