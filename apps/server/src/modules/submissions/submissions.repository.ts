import { and, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm'
import type { ValidationResult } from '@app/shared'
import type { Database, Transaction } from '../../db/client.ts'
import { submissions, type KeptEvidence, type SubmissionRow } from './submissions.schema.ts'

export type { Transaction }
export type NewSubmission = typeof submissions.$inferInsert

/** Extra work run inside the verdict's transaction (rankings, notifications). */
export type VerdictHook = (tx: Transaction, submission: SubmissionRow) => Promise<void>

export interface VerdictUpdate {
  status: SubmissionRow['status']
  verdict: SubmissionRow['verdict']
  score: number | null
  message: string
  result: ValidationResult | null
  proofFramePath: string | null
  error: string | null
  /** Key frames kept beyond the video (issue 8). */
  evidence?: KeptEvidence | null
  /** The video's SHA-256 (YouTube downloads are hashed at validation). */
  videoSha256?: string
}

const ACTIVE = ['queued', 'running'] as const

/**
 * The pilot's queued and running submissions, counted under a lock on the pilot held to the end
 * of the transaction: a count-then-write is then safe against the pilot's concurrent requests.
 */
async function lockedActiveCount(tx: Transaction, userId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`)
  const [active] = await tx
    .select({ n: count() })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), inArray(submissions.jobState, ACTIVE)))
  return active?.n ?? 0
}

/** The only code that reads and writes the submissions table. */
export function createSubmissionsRepository(db: Database) {
  return {
    /** Inserts unless the pilot already has `limit` queued/running submissions. */
    async insertWithinLimit(
      values: NewSubmission,
      limit: number,
      /** Run in the insert's transaction (the job's enqueue): the row is kept only if it succeeds. */
      alongside?: (row: SubmissionRow, tx: Transaction) => Promise<void>,
    ): Promise<SubmissionRow | null> {
      return db.transaction(async (tx) => {
        if ((await lockedActiveCount(tx, values.userId)) >= limit) return null
        const [row] = await tx.insert(submissions).values(values).returning()
        if (row && alongside) await alongside(row, tx)
        return row ?? null
      })
    },

    async findById(id: string): Promise<SubmissionRow | null> {
      const [row] = await db.select().from(submissions).where(eq(submissions.id, id))
      return row ?? null
    },

    async findOwned(id: string, userId: string): Promise<SubmissionRow | null> {
      const [row] = await db
        .select()
        .from(submissions)
        .where(and(eq(submissions.id, id), eq(submissions.userId, userId)))
      return row ?? null
    },

    async listOwned(userId: string, page: number, pageSize: number) {
      const where = eq(submissions.userId, userId)
      const rows = await db
        .select()
        .from(submissions)
        .where(where)
        .orderBy(desc(submissions.createdAt), desc(submissions.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize)
      const [total] = await db.select({ n: count() }).from(submissions).where(where)
      return { rows, total: total?.n ?? 0 }
    },

    async remove(id: string): Promise<void> {
      await db.delete(submissions).where(eq(submissions.id, id))
    },

    /**
     * Takes a queued (or abandoned running) submission for one attempt. The returned attempt
     * number fences the writes of this run: a worker presumed dead cannot overwrite a later one.
     */
    async claim(id: string): Promise<SubmissionRow | null> {
      const [row] = await db
        .update(submissions)
        .set({
          jobState: 'running',
          attempts: sql`${submissions.attempts} + 1`,
          startedAt: new Date(),
          error: null,
        })
        .where(and(eq(submissions.id, id), inArray(submissions.jobState, ACTIVE)))
        .returning()
      return row ?? null
    },

    /**
     * Stores a run's outcome and runs the hooks in the same transaction; false when the attempt
     * was superseded (another worker took the job over).
     */
    async complete(
      id: string,
      attempt: number,
      update: VerdictUpdate,
      hooks: readonly VerdictHook[],
    ): Promise<SubmissionRow | null> {
      return db.transaction(async (tx) => {
        const now = new Date()
        const [row] = await tx
          .update(submissions)
          .set({
            ...update,
            jobState: update.error ? 'failed' : 'done',
            finishedAt: now,
            approvedAt: update.status === 'approved' ? now : null,
            // A new verdict starts outside the moderation queue; the review hook decides.
            provisional: false,
            reviewReason: null,
            queuedAt: null,
            moderatedAt: null,
          })
          .where(
            and(
              eq(submissions.id, id),
              eq(submissions.attempts, attempt),
              eq(submissions.jobState, 'running'),
            ),
          )
          .returning()
        if (!row) return null
        for (const hook of hooks) await hook(tx, row)
        return row
      })
    },

    /** Puts a finished Rejected submission back in the queue; null if it is not one. */
    async requeueRejected(
      id: string,
      userId: string,
      limit: number,
      /** Run in the update's transaction (the job's enqueue), as for insertWithinLimit. */
      alongside?: (row: SubmissionRow, tx: Transaction) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        if ((await lockedActiveCount(tx, userId)) >= limit) return 'limit' as const
        const [row] = await tx
          .update(submissions)
          .set({ jobState: 'queued', status: 'under_review', error: null, finishedAt: null })
          .where(
            and(
              eq(submissions.id, id),
              eq(submissions.userId, userId),
              eq(submissions.status, 'rejected'),
              inArray(submissions.jobState, ['done', 'failed']),
            ),
          )
          .returning()
        if (row && alongside) await alongside(row, tx)
        return row ?? null
      })
    },

    async listUnfinished(): Promise<SubmissionRow[]> {
      return db.select().from(submissions).where(inArray(submissions.jobState, ACTIVE))
    },

    /** Finished submissions created before `before` whose video file is still kept. */
    async listExpiredVideos(before: Date): Promise<SubmissionRow[]> {
      return db
        .select()
        .from(submissions)
        .where(
          and(
            isNotNull(submissions.filePath),
            lt(submissions.createdAt, before),
            inArray(submissions.jobState, ['done', 'failed']),
          ),
        )
    },

    async clearFilePath(id: string): Promise<void> {
      await db.update(submissions).set({ filePath: null }).where(eq(submissions.id, id))
    },
  }
}

export type SubmissionsRepository = ReturnType<typeof createSubmissionsRepository>
