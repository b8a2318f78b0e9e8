import {
  checkSubmissionFields,
  MAX_ACTIVE_SUBMISSIONS,
  TOO_MANY_ACTIVE_MESSAGE,
  type CreateSubmissionBody,
  type Submission,
  type SubmissionEvent,
  type SubmissionList,
  type SubmissionListQuery,
} from '@app/shared'
import { transactionExecutor } from '../../db/sql-executor.ts'
import { JobName } from '../../jobs/job-names.ts'
import { verdictEvent } from '../../jobs/validate-submission.job.ts'
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts'
import type { ProgressBus, ProgressListener } from '../queue/progress-bus.ts'
import type { JobQueue, Log } from '../queue/queue.ts'
import type { SubmissionsRepository, Transaction } from './submissions.repository.ts'
import type { SubmissionRow } from './submissions.schema.ts'
import type { StoredUpload, VideoStore } from './video-store.repository.ts'

export type UploadedVideo = StoredUpload & { originalFilename: string | null }

const tooMany = () => new AppError(429, 'RATE_LIMITED', TOO_MANY_ACTIVE_MESSAGE)
const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function toSubmission(row: SubmissionRow): Submission {
  return {
    id: row.id,
    gameId: row.gameId,
    platformId: row.platformId,
    modeId: row.modeId,
    levelId: row.levelId,
    sourceKind: row.sourceKind,
    sourceUrl: row.sourceUrl,
    originalFilename: row.originalFilename,
    status: row.status,
    jobState: row.jobState,
    verdict: row.verdict,
    score: row.score,
    message: row.message,
    error: row.jobState === 'failed' ? row.message : null,
    result: row.result,
    hasProofFrame: row.proofFramePath !== null,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    approvedAt: iso(row.approvedAt),
  }
}

/** What a new SSE subscriber gets first: the state already reached. */
function snapshot(row: SubmissionRow): SubmissionEvent | null {
  if (row.jobState === 'done' || row.jobState === 'failed') return verdictEvent(row)
  return row.jobState === 'queued' ? { type: 'queued' } : null
}

/** Submissions of the signed-in pilot: create (URL or upload), list, read, follow, retry. */
export function createSubmissionsService(deps: {
  repo: SubmissionsRepository
  queue: JobQueue
  videos: VideoStore
  progress: ProgressBus
  log: Log
  maxActive?: number
}) {
  const { repo, queue, videos } = deps
  const maxActive = deps.maxActive ?? MAX_ACTIVE_SUBMISSIONS

  async function enqueue(row: SubmissionRow, tx?: Transaction): Promise<void> {
    const within = tx && transactionExecutor(tx)
    // Before the job exists, so that no worker event can precede it. Within the transaction it
    // takes no second connection (a burst of uploads would hold every pooled one waiting for it).
    const queued = deps.progress.publish(row.id, { type: 'queued' }, within)
    // Outside a transaction, a lost progress event is not worth failing the submission for.
    await (within ? queued : queued.catch(() => undefined))
    await queue.enqueue(JobName.ValidateSubmission, { submissionId: row.id }, within)
  }

  /**
   * pg-boss keeps its jobs in our database: the job is written in the row's own transaction, so a
   * failure (a database restart) leaves neither. The embedded queue is fed after the commit; its
   * jobs are rebuilt from the rows at start.
   */
  const sameTransaction = queue.kind === 'pg-boss' ? enqueue : undefined
  async function enqueueAfterCommit(row: SubmissionRow, undo?: () => Promise<void>) {
    if (sameTransaction) return
    await enqueue(row).catch(async (err: unknown) => {
      await undo?.()
      throw err
    })
  }

  async function owned(userId: string, id: string): Promise<SubmissionRow> {
    const row = await repo.findOwned(id, userId)
    if (!row) throw notFound('Submission not found')
    return row
  }

  return {
    /**
     * Checks the fields (spec rules), stores the submission Under review, then enqueues it. The
     * uploaded file, if any, is removed whenever the submission is not stored.
     */
    async create(userId: string, body: CreateSubmissionBody, upload: UploadedVideo | null) {
      try {
        const check = checkSubmissionFields(body, { hasFile: upload !== null })
        if (!check.ok) throw badRequest(check.message, check.fields)
        const { url, ...codes } = check.value
        const row = await repo.insertWithinLimit(
          {
            userId,
            ...codes,
            sourceKind: upload ? 'file' : 'youtube',
            sourceUrl: url,
            filePath: upload?.path ?? null,
            originalFilename: upload?.originalFilename?.slice(0, 255) ?? null,
            videoSha256: upload?.sha256 ?? null,
          },
          maxActive,
          sameTransaction,
        )
        if (!row) throw tooMany()
        await enqueueAfterCommit(row, () => repo.remove(row.id))
        return toSubmission(row)
      } catch (err) {
        if (upload) await videos.removeFile(upload.path)
        throw err
      }
    },

    async list(userId: string, query: SubmissionListQuery): Promise<SubmissionList> {
      const { rows, total } = await repo.listOwned(userId, query.page, query.pageSize)
      return { items: rows.map(toSubmission), page: query.page, pageSize: query.pageSize, total }
    },

    async get(userId: string, id: string): Promise<Submission> {
      return toSubmission(await owned(userId, id))
    },

    /** Runs a Rejected submission again. */
    async retry(userId: string, id: string): Promise<Submission> {
      const row = await owned(userId, id)
      if (row.sourceKind === 'file' && !(await videos.existingFile(row.filePath))) {
        throw conflict('The video of this submission is no longer kept; please send it again.')
      }
      const queued = await repo.requeueRejected(id, userId, maxActive, sameTransaction)
      if (queued === 'limit') throw tooMany()
      if (!queued) throw conflict('Only a Rejected submission can be retried.')
      await enqueueAfterCommit(queued)
      return toSubmission(queued)
    },

    async proofFrame(userId: string, id: string): Promise<string> {
      const row = await owned(userId, id)
      const file = await videos.existingFile(row.proofFramePath)
      if (!file) throw notFound('This submission has no proof frame')
      return file
    },

    /**
     * Follows a submission: `listener` gets the current state, then every progress event; the
     * returned function stops following.
     */
    async follow(userId: string, id: string, listener: ProgressListener) {
      await owned(userId, id)
      // Live events wait until the snapshot is out, so the listener sees them in order.
      let buffered: SubmissionEvent[] | null = []
      // After a gap in the bus (a database restart), a verdict that was missed is read instead.
      const onGap = () =>
        void owned(userId, id)
          .then((row) => {
            const now = snapshot(row)
            if (now?.type === 'verdict' && !buffered) listener(now)
          })
          .catch(() => undefined)
      const stop = await deps.progress.subscribe(
        id,
        (event) => (buffered ? buffered.push(event) : listener(event)),
        onGap,
      )
      const first = snapshot(await owned(userId, id))
      const live = buffered
      buffered = null
      if (first?.type === 'verdict') listener(first)
      else {
        if (first && live.length === 0) listener(first)
        for (const event of live) listener(event)
      }
      return stop
    },

    /** Embedded mode: jobs live in memory, so unfinished submissions are queued again at start. */
    async resumeUnfinished(): Promise<number> {
      const rows = await repo.listUnfinished()
      for (const row of rows)
        await queue.enqueue(JobName.ValidateSubmission, { submissionId: row.id })
      return rows.length
    },
  }
}

export type SubmissionsService = ReturnType<typeof createSubmissionsService>
