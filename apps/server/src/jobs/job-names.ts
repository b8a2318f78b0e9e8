/** Every background job the platform runs (STYLE.md section 3). */
export enum JobName {
  ValidateSubmission = 'validate-submission',
}

/** The payload each job carries; `JobQueue.enqueue` checks payloads against this map. */
export interface JobPayloadMap {
  [JobName.ValidateSubmission]: { submissionId: string }
}

/** Expected outcomes; unexpected errors are thrown and retried by the queue. */
export type JobOutcome = 'success' | 'failed' | 'skipped'

export interface JobContext {
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number
  maxAttempts: number
  /** Aborted when the worker shuts down or the job exceeds its time limit. */
  signal: AbortSignal
}

export type JobHandler<N extends JobName> = (
  payload: JobPayloadMap[N],
  context: JobContext,
) => Promise<JobOutcome>

export type JobHandlers = { [N in JobName]: JobHandler<N> }
