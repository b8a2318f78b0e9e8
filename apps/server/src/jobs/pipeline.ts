import type { DatabaseHandle } from '../db/client.ts'
import { createEmbeddedQueue } from '../modules/queue/embedded-queue.ts'
import { createPgBossQueue } from '../modules/queue/pg-boss-queue.ts'
import {
  createMemoryProgressBus,
  createPgProgressBus,
  type ProgressBus,
} from '../modules/queue/progress-bus.ts'
import type { JobQueue, QueuePolicy } from '../modules/queue/queue.ts'
import {
  createSubmissionsRepository,
  type VerdictHook,
} from '../modules/submissions/submissions.repository.ts'
import { createVideoStore } from '../modules/submissions/video-store.repository.ts'
import { createVideoCleanup } from './cleanup-videos.ts'
import { JobName } from './job-names.ts'
import { createValidateSubmissionJob } from './validate-submission.job.ts'
import { verdictHooks } from './verdict-hooks.ts'
import { validationTimeLimitSeconds } from './worker-env.ts'
import { createWorkerParts, createYoutube, type WorkerPartsOptions } from './worker-parts.ts'
import { createModerationRepository } from '../modules/moderation/moderation.repository.ts'
import { createSourceChecks } from '../modules/moderation/source-check.ts'

export interface PipelineOptions extends WorkerPartsOptions {
  database: DatabaseHandle
}

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000

/**
 * Everything a process needs to accept or run validation jobs, on the embedded database (in-memory
 * queue and progress) or PostgreSQL (pg-boss and LISTEN/NOTIFY). The API and `apps/validator`
 * both build it; only processes that call `startWorker` run jobs.
 */
export async function createPipeline(options: PipelineOptions) {
  const { env, database, log } = options
  const repo = createSubmissionsRepository(database.db)
  const videos = createVideoStore(env.dataDir)
  const policy: QueuePolicy = {
    retryLimit: env.JOB_RETRY_LIMIT,
    retryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS,
    timeLimitSeconds: validationTimeLimitSeconds(env),
    expireInSeconds: env.JOB_EXPIRE_SECONDS,
  }
  const onPostgres = database.kind === 'postgres' && database.pool !== null && env.DATABASE_URL
  const queue: JobQueue = onPostgres
    ? await createPgBossQueue({
        connectionString: env.DATABASE_URL as string,
        policy,
        log,
        maintenanceIntervalSeconds: env.QUEUE_MAINTENANCE_SECONDS,
      })
    : createEmbeddedQueue({ policy, log })
  const progress: ProgressBus =
    onPostgres && database.pool
      ? createPgProgressBus({ pool: database.pool, log })
      : createMemoryProgressBus()
  const hooks: VerdictHook[] = [...verdictHooks]
  const timers: NodeJS.Timeout[] = []
  const cleanupVideos = createVideoCleanup({
    repo,
    videos,
    retentionDays: env.VIDEO_RETENTION_DAYS,
    log,
  })

  /** Whether the YouTube videos of ranked runs still exist (swept with the video cleanup). */
  const sources = createSourceChecks({
    repo: createModerationRepository(database.db),
    youtube: createYoutube(options),
    maxAgeMs: env.SOURCE_CHECK_HOURS * 3_600_000,
    log,
  })

  async function startWorker(concurrency = env.WORKER_CONCURRENCY): Promise<void> {
    const parts = createWorkerParts(options)
    const validate = createValidateSubmissionJob({
      ...parts,
      repo,
      progress,
      log,
      hooks: () => hooks,
    })
    await queue.work({ [JobName.ValidateSubmission]: validate }, { concurrency })
    const sweep = () => {
      void cleanupVideos().catch((err: unknown) => log.error({ err }, 'video cleanup failed'))
      void sources.sweep().catch((err: unknown) => log.error({ err }, 'source check failed'))
    }
    sweep()
    timers.push(setInterval(sweep, CLEANUP_INTERVAL_MS).unref())
  }

  return {
    repo,
    videos,
    queue,
    progress,
    cleanupVideos,
    sources,
    startWorker,
    /** Adds work to run inside each verdict's transaction (see jobs/verdict-hooks.ts). */
    onVerdict(hook: VerdictHook) {
      hooks.push(hook)
    },
    async close() {
      for (const timer of timers) clearInterval(timer)
      await queue.stop()
      await progress.close()
    },
  }
}

export type Pipeline = Awaited<ReturnType<typeof createPipeline>>
