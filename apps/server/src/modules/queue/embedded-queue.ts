import type { JobContext, JobHandlers, JobName, JobPayloadMap } from '../../jobs/job-names.ts'
import { jobSignal, retryDelayMs, type JobQueue, type Log, type QueuePolicy } from './queue.ts'

interface QueuedJob {
  name: JobName
  payload: JobPayloadMap[JobName]
  attempt: number
}

/**
 * In-process queue for the embedded mode: a FIFO drained by at most `concurrency` jobs at a time,
 * with the same retry/backoff policy as pg-boss. Jobs live in memory only; the submissions table
 * is the durable record, and the service re-enqueues unfinished submissions at start.
 */
export function createEmbeddedQueue(options: { policy: QueuePolicy; log: Log }): JobQueue {
  const { policy, log } = options
  const pending: QueuedJob[] = []
  const running = new Set<Promise<void>>()
  const timers = new Set<NodeJS.Timeout>()
  const stopping = new AbortController()
  let handlers: JobHandlers | null = null
  let concurrency = 0

  async function run(job: QueuedJob): Promise<void> {
    const handler = handlers?.[job.name]
    if (!handler) return
    const { signal, end } = jobSignal(stopping.signal, policy)
    const context: JobContext = { attempt: job.attempt, maxAttempts: policy.retryLimit + 1, signal }
    try {
      const outcome = await handler(job.payload, context)
      log.debug({ job: job.name, outcome }, 'job finished')
    } catch (err) {
      if (stopping.signal.aborted || job.attempt > policy.retryLimit) {
        log.error({ err, job: job.name, attempt: job.attempt }, 'job failed')
        return
      }
      log.warn({ err, job: job.name, attempt: job.attempt }, 'job failed, will retry')
      const timer = setTimeout(
        () => {
          timers.delete(timer)
          pending.push({ ...job, attempt: job.attempt + 1 })
          drain()
        },
        retryDelayMs(policy, job.attempt),
      )
      timers.add(timer)
    } finally {
      end()
    }
  }

  function drain(): void {
    while (handlers && !stopping.signal.aborted && running.size < concurrency) {
      const job = pending.shift()
      if (!job) return
      const task = run(job).finally(() => {
        running.delete(task)
        drain()
      })
      running.add(task)
    }
  }

  return {
    kind: 'embedded',
    async enqueue(name, payload, transaction) {
      if (transaction) throw new Error('the embedded queue takes no part in transactions')
      if (stopping.signal.aborted) throw new Error('queue is stopped')
      pending.push({ name, payload, attempt: 1 })
      drain()
    },
    async work(jobHandlers, workOptions) {
      handlers = jobHandlers
      concurrency = Math.max(1, workOptions.concurrency)
      drain()
    },
    async stop() {
      stopping.abort()
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      await Promise.allSettled([...running])
    },
  }
}
