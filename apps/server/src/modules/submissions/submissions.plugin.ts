import type { FastifyInstance } from 'fastify'
import { createPipeline, type Pipeline, type PipelineOptions } from '../../jobs/pipeline.ts'
import { createSubmissionsService, type SubmissionsService } from './submissions.service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    submissions: SubmissionsService
    /** Queue, progress bus and `onVerdict` hooks of the validation pipeline. */
    pipeline: Pipeline
  }
}

export type SubmissionsTestOptions = Pick<PipelineOptions, 'testAllowance' | 'engine'>

/**
 * Builds the submissions pipeline for the API. Embedded mode runs the jobs here; with PostgreSQL
 * the jobs go to `apps/validator` workers unless RUN_WORKER=1.
 */
export async function registerSubmissions(
  app: FastifyInstance,
  testOptions: SubmissionsTestOptions = {},
): Promise<void> {
  const pipeline = await createPipeline({
    env: app.env,
    database: app.database,
    log: app.log,
    ...testOptions,
  })
  const service = createSubmissionsService({
    repo: pipeline.repo,
    queue: pipeline.queue,
    videos: pipeline.videos,
    progress: pipeline.progress,
    log: app.log,
  })
  app.decorate('pipeline', pipeline)
  app.decorate('submissions', service)
  const runsJobs = pipeline.queue.kind === 'embedded' || app.env.RUN_WORKER
  app.addHook('onReady', async () => {
    if (!runsJobs) return
    await pipeline.startWorker()
    if (pipeline.queue.kind === 'embedded') {
      const resumed = await service.resumeUnfinished()
      if (resumed > 0) app.log.info({ resumed }, 'unfinished validations queued again')
    }
  })
  app.addHook('onClose', () => pipeline.close())
}
