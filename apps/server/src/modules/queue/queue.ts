import type { SqlExecutor } from '../../db/sql-executor.ts'
import type { JobHandlers, JobName, JobPayloadMap } from '../../jobs/job-names.ts'

/** Retry and time-limit policy shared by both queue implementations. */
export interface QueuePolicy {
  /** Retries after the first attempt when a handler throws. */
  retryLimit: number
  /** Seconds before the first retry; doubled on each further retry. */
  retryDelaySeconds: number
  /** A job running longer is aborted with a JobTimeLimitError as the signal's reason. */
  timeLimitSeconds: number
  /** pg-boss: a job still active this long (its worker died) is handed to another worker. */
  expireInSeconds: number
}

/** The reason a job's signal carries when the job ran past its time limit. */
export class JobTimeLimitError extends Error {
  constructor(readonly seconds: number) {
    super(`the job ran past its time limit of ${seconds} s`)
    this.name = 'JobTimeLimitError'
  }
}

/**
 * The signal of one job run: aborted when the queue stops (with `stopping`'s reason) or after
 * `policy.timeLimitSeconds` (with a JobTimeLimitError). Call `end()` when the run ends.
 */
export function jobSignal(stopping: AbortSignal, policy: QueuePolicy) {
  const limit = new AbortController()
  const timer = setTimeout(
    () => limit.abort(new JobTimeLimitError(policy.timeLimitSeconds)),
    policy.timeLimitSeconds * 1000,
  )
  return { signal: AbortSignal.any([stopping, limit.signal]), end: () => clearTimeout(timer) }
}

/** The job queue: embedded (in-process) or pg-boss (PostgreSQL); the same handlers run in both. */
export interface JobQueue {
  readonly kind: 'embedded' | 'pg-boss'
  /**
   * Adds a job. pg-boss, which lives in the platform's database, writes it within `transaction`
   * when one is given: the job then exists if and only if that transaction commits. The embedded
   * queue lives in memory and takes no transaction: call it once the row is committed.
   */
  enqueue<N extends JobName>(
    name: N,
    payload: JobPayloadMap[N],
    transaction?: SqlExecutor,
  ): Promise<void>
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
