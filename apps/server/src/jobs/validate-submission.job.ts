import type { SubmissionEvent, ValidationResult } from '@app/shared'
import type { Log } from '../modules/queue/queue.ts'
import type { ProgressBus } from '../modules/queue/progress-bus.ts'
import type { VideoValidator } from '../modules/submissions/engine.adapter.ts'
import type { ProofFrameExtractor } from '../modules/submissions/proof-frame.repository.ts'
import type {
  SubmissionsRepository,
  VerdictHook,
  VerdictUpdate,
} from '../modules/submissions/submissions.repository.ts'
import type { SubmissionRow } from '../modules/submissions/submissions.schema.ts'
import type { VideoStore } from '../modules/submissions/video-store.repository.ts'
import type { YoutubeDownloader } from '../modules/submissions/youtube.repository.ts'
import type { JobContext, JobHandler, JobName } from './job-names.ts'
import { fetchAndValidate, type VideoSource } from './run-validation.ts'
import { failureUpdate, isPermanent } from './validation-failure.ts'

export interface ValidateSubmissionDeps {
  repo: SubmissionsRepository
  engine: VideoValidator
  youtube: YoutubeDownloader
  videos: VideoStore
  frames: ProofFrameExtractor
  progress: ProgressBus
  /** Run inside the verdict's transaction (see SubmissionsRepository.complete). */
  hooks: () => readonly VerdictHook[]
  log: Log
}

const STATUS_OF_VERDICT = {
  valid: 'approved',
  invalid: 'rejected',
  uncertain: 'under_review',
} as const

export function verdictUpdate(
  result: ValidationResult,
  proofFramePath: string | null,
): VerdictUpdate {
  return {
    status: STATUS_OF_VERDICT[result.verdict],
    verdict: result.verdict,
    score: result.maxScore,
    message: result.message,
    result,
    proofFramePath,
    error: null,
  }
}

export function verdictEvent(row: SubmissionRow): SubmissionEvent {
  return {
    type: 'verdict',
    status: row.status,
    verdict: row.verdict,
    maxScore: row.score,
    message: row.message ?? '',
  }
}

/**
 * Publishes progress at most once per whole percent and step, in order (NOTIFYs on different pool
 * connections could overtake each other), never failing the job.
 */
function progressPublisher(deps: ValidateSubmissionDeps, id: string) {
  let last = ''
  let chain = Promise.resolve()
  const send = (event: SubmissionEvent) => {
    chain = chain
      .then(() => deps.progress.publish(id, event))
      .catch((err: unknown) =>
        deps.log.warn({ err, submissionId: id }, 'could not publish progress'),
      )
  }
  return {
    progress(event: SubmissionEvent) {
      const key = 'percent' in event ? `${event.type}:${Math.floor(event.percent)}` : event.type
      if (key === last) return
      last = key
      send('percent' in event ? { ...event, percent: Math.floor(event.percent) } : event)
    },
    /** Sends the verdict after every earlier event. */
    async finish(event: SubmissionEvent) {
      send(event)
      await chain
    },
  }
}

async function analyse(
  deps: ValidateSubmissionDeps,
  row: SubmissionRow,
  workDir: string,
  context: JobContext,
  publish: (event: SubmissionEvent) => void,
): Promise<VerdictUpdate> {
  const source: VideoSource =
    row.sourceKind === 'youtube' && row.sourceUrl
      ? { kind: 'youtube', url: row.sourceUrl }
      : { kind: 'file', path: row.filePath }
  const { input, result } = await fetchAndValidate(deps, {
    source,
    gameId: row.gameId,
    workDir,
    signal: context.signal,
    publish,
  })
  let proof: string | null = null
  if (result.proofFrameIndex >= 0) {
    proof = await deps.videos.proofFramePath(row.id)
    await deps.frames.extract(input, result.proofFrameIndex, proof, context.signal).catch((err) => {
      deps.log.warn({ err, submissionId: row.id }, 'proof frame not extracted')
      proof = null
    })
  }
  return verdictUpdate(result, proof)
}

/**
 * Validates one submission: claims it (the attempt number fences stale workers), fetches the
 * video, runs the engine, keeps the proof frame, and stores the verdict with the verdict hooks in
 * one transaction. Transient errors are thrown for the queue to retry until the last attempt.
 */
export function createValidateSubmissionJob(
  deps: ValidateSubmissionDeps,
): JobHandler<JobName.ValidateSubmission> {
  return async ({ submissionId }, context) => {
    const row = await deps.repo.claim(submissionId)
    if (!row) return 'skipped'
    const log = { submissionId, attempt: row.attempts }
    deps.log.info(log, 'validation started')
    const workDir = await deps.videos.createWorkDir()
    const publisher = progressPublisher(deps, submissionId)
    let update: VerdictUpdate
    try {
      update = await analyse(deps, row, workDir, context, (event) => publisher.progress(event))
    } catch (err) {
      if (!isPermanent(err) && context.attempt < context.maxAttempts) throw err
      deps.log.warn({ ...log, err }, 'validation failed')
      update = failureUpdate(err)
    } finally {
      await deps.videos.removeDir(workDir)
    }
    const saved = await deps.repo.complete(submissionId, row.attempts, update, deps.hooks())
    if (!saved) {
      deps.log.warn(log, 'validation superseded by a later attempt')
      return 'skipped'
    }
    await publisher.finish(verdictEvent(saved))
    deps.log.info({ ...log, status: saved.status, score: saved.score }, 'validation finished')
    return saved.error ? 'failed' : 'success'
  }
}
