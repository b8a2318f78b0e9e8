import type { SubmissionEvent, ValidationResult } from '@app/shared'
import type { ProgressBus } from '../modules/queue/progress-bus.ts'
import { JobTimeLimitError, type Log } from '../modules/queue/queue.ts'
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
import type { EvidenceKeeper } from '../modules/moderation/evidence.ts'
import { judgeForMode } from '../modules/moderation/mode-checks.ts'
import { failureUpdate, isPermanent } from './validation-failure.ts'

export interface ValidateSubmissionDeps {
  repo: SubmissionsRepository
  engine: VideoValidator
  youtube: YoutubeDownloader
  videos: VideoStore
  frames: ProofFrameExtractor
  evidence: EvidenceKeeper
  progress: ProgressBus
  /** Run inside the verdict's transaction (see SubmissionsRepository.complete). */
  hooks: () => readonly VerdictHook[]
  log: Log
}

/**
 * The stored outcome of an engine result, after the mode's checks: a valid run is approved; an
 * uncertain one with a read score is approved too (ranked provisionally, the review hook puts it
 * in the moderation queue), without a score it waits for a moderator; an invalid one is rejected.
 */
export function verdictUpdate(
  result: ValidationResult,
  proofFramePath: string | null,
  modeId: number,
): VerdictUpdate {
  const { verdict, message } = judgeForMode(result, modeId)
  let status: VerdictUpdate['status'] = 'rejected'
  if (verdict === 'valid') status = 'approved'
  if (verdict === 'uncertain') status = result.maxScore === null ? 'under_review' : 'approved'
  return {
    status,
    verdict,
    score: result.maxScore,
    message,
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
  const evidence = await deps.evidence
    .keep(row.id, input, result, proof, context.signal)
    .catch((err: unknown) => {
      deps.log.warn({ err, submissionId: row.id }, 'key frames not kept')
      return null
    })
  // An upload was hashed while it was received; a YouTube download is hashed here.
  const videoSha256 = row.videoSha256 ?? (await deps.videos.sha256Of(input))
  return { ...verdictUpdate(result, proof, row.modeId), evidence, videoSha256 }
}

/**
 * Validates one submission: claims it (the attempt number fences stale workers), fetches the
 * video, runs the engine, keeps the proof frame, and stores the verdict with the verdict hooks in
 * one transaction. Transient errors are thrown for the queue to retry until the last attempt; a run
 * past the time limit is Rejected at once with the reason (the same video would stall again).
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
    } catch (thrown) {
      // Past the time limit the tools were killed: the reason is the limit, not their error.
      const err =
        context.signal.reason instanceof JobTimeLimitError ? context.signal.reason : thrown
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
