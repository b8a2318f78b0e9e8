import PgBoss from 'pg-boss'
import { JobName, type JobHandlers, type JobPayloadMap } from '../../jobs/job-names.ts'
import type { JobQueue, Log, QueuePolicy } from './queue.ts'

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
  await boss.start()
  for (const name of Object.values(JobName)) {
    await boss.createQueue(name, {
      name,
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: policy.expireInSeconds,
    })
  }
  const stopping = new AbortController()

  async function workOn<N extends JobName>(name: N, handlers: JobHandlers, concurrency: number) {
    const handler = handlers[name]
    const workOptions = {
      includeMetadata: true as const,
      batchSize: 1,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    }
    for (let i = 0; i < concurrency; i++) {
      await boss.work<JobPayloadMap[N]>(name, workOptions, async ([job]) => {
        if (!job) return
        const signal = AbortSignal.any([
          stopping.signal,
          AbortSignal.timeout(policy.expireInSeconds * 1000),
        ])
        const context = {
          attempt: job.retryCount + 1,
          maxAttempts: job.retryLimit + 1,
          signal,
        }
        const outcome = await handler(job.data, context)
        log.debug({ job: name, jobId: job.id, outcome }, 'job finished')
        return { outcome }
      })
    }
  }

  return {
    kind: 'pg-boss',
    async enqueue(name, payload) {
      await boss.send(name, payload)
    },
    async work(handlers, workOptions) {
      for (const name of Object.values(JobName)) {
        await workOn(name, handlers, Math.max(1, workOptions.concurrency))
      }
    },
    async stop() {
      stopping.abort()
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 })
    },
  }
}
