import { setTimeout as sleep } from 'node:timers/promises'
import PgBoss from 'pg-boss'
import { withAdvisoryLock } from '../../db/advisory-lock.ts'
import { JobName, type JobHandlers, type JobPayloadMap } from '../../jobs/job-names.ts'
import { jobSignal, type JobQueue, type Log, type QueuePolicy } from './queue.ts'

/** Advisory lock key held while creating the queues ('xlqueues' in ASCII). */
const QUEUE_SETUP_LOCK = 0x786c717565756573n

/** Resolves after `ms`, or at once when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  sleep(ms, undefined, { signal }).catch(() => undefined)

export interface PgBossQueueOptions {
  connectionString: string
  policy: QueuePolicy
  log: Log
  /** How often this process looks for expired jobs of dead workers (pg-boss maintenance). */
  maintenanceIntervalSeconds: number
  pollingIntervalSeconds?: number
}

/**
 * pg-boss on the platform's PostgreSQL: any number of worker processes share the jobs. A handler
 * that throws is retried with exponential backoff; a job whose worker died stays active until its
 * expiration, then pg-boss's maintenance hands it to another worker as a retry.
 */
export async function createPgBossQueue(options: PgBossQueueOptions): Promise<JobQueue> {
  const { policy, log } = options
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: 4,
    application_name: 'xlevel-queue',
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    schedule: false,
  })
  boss.on('error', (err: Error) => log.error({ err }, 'job queue error'))
  try {
    await boss.start()
    // pg-boss's createQueue run by several processes at once on a fresh database deadlocks (each
    // queue gets its own partition table): the processes take turns.
    await withAdvisoryLock(options.connectionString, QUEUE_SETUP_LOCK, async () => {
      for (const name of Object.values(JobName)) {
        await boss.createQueue(name, {
          name,
          retryLimit: policy.retryLimit,
          retryDelay: policy.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: policy.expireInSeconds,
        })
      }
    })
  } catch (err) {
    // A database that went away as this process started: nothing of this queue stays open.
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined)
    throw err
  }
  const stopping = new AbortController()

  const pollMs = (options.pollingIntervalSeconds ?? 2) * 1000
  const slots: Promise<void>[] = []

  /**
   * Awaits a call to the database until it goes through or the queue stops; a job whose outcome
   * could not be recorded stays active, expires, and is run again (the handlers are idempotent).
   */
  async function persist(what: string, call: () => Promise<unknown>) {
    for (let delayMs = 500; ; delayMs = Math.min(delayMs * 2, 10_000)) {
      try {
        await call()
        return
      } catch (err) {
        log.warn({ err }, `could not ${what}; trying again`)
        if (stopping.signal.aborted) return
        await pause(delayMs, stopping.signal)
      }
    }
  }

  /**
   * One worker slot: fetch a job, run it, record its outcome, again until the queue stops.
   * pg-boss's own `work` loop leaves its complete/fail calls unawaited, so a database restart as a
   * job ended crashed the worker process with an unhandled rejection; here every call is awaited.
   */
  async function slot<N extends JobName>(name: N, handler: JobHandlers[N]) {
    while (!stopping.signal.aborted) {
      const [job] = await boss
        .fetch<JobPayloadMap[N]>(name, { batchSize: 1, includeMetadata: true })
        .catch((err: unknown) => {
          log.warn({ err, job: name }, 'could not fetch a job')
          return []
        })
      if (!job) {
        await pause(pollMs, stopping.signal)
        continue
      }
      const { signal, end } = jobSignal(stopping.signal, policy)
      const context = { attempt: job.retryCount + 1, maxAttempts: job.retryLimit + 1, signal }
      let record: () => Promise<void>
      try {
        const outcome = await handler(job.data, context)
        log.debug({ job: name, jobId: job.id, outcome }, 'job finished')
        record = () => boss.complete(name, job.id, { outcome })
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err)
        record = () => boss.fail(name, job.id, { message })
      } finally {
        end()
      }
      await persist(`record the outcome of job ${job.id}`, record)
    }
  }

  return {
    kind: 'pg-boss',
    async enqueue(name, payload, transaction) {
      await boss.send(name, payload, transaction ? { db: transaction } : {})
    },
    async work(handlers, workOptions) {
      for (const name of Object.values(JobName)) {
        for (let i = 0; i < Math.max(1, workOptions.concurrency); i++) {
          slots.push(slot(name, handlers[name]))
        }
      }
    },
    async stop() {
      stopping.abort()
      await Promise.all(slots)
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 })
    },
  }
}
