import { and, asc, count, desc, eq, isNotNull, lt, or, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { Transaction } from '../submissions/submissions.repository.ts'
import { submissions, type SubmissionRow } from '../submissions/submissions.schema.ts'
import { users } from '../users/users.schema.ts'
import { runAppeals, runDecisions, type RunAppealRow } from './moderation.schema.ts'

/** The pilot columns a report shows. */
const pilotColumns = {
  pilotNickname: users.nickname,
  pilotAvatarPath: users.avatarPath,
  pilotPhotoUrl: users.photoUrl,
  pilotCountry: users.country,
}
export interface RunPilotColumns {
  pilotNickname: string | null
  pilotAvatarPath: string | null
  pilotPhotoUrl: string | null
  pilotCountry: string | null
}
export type RunWithPilot = SubmissionRow & RunPilotColumns

/** Reads and writes of reports, the moderation queue, decisions and appeals. */
export function createModerationRepository(db: Database) {
  return {
    async findRun(id: string): Promise<RunWithPilot | null> {
      const [row] = await db
        .select({ run: submissions, ...pilotColumns })
        .from(submissions)
        .innerJoin(users, eq(users.id, submissions.userId))
        .where(eq(submissions.id, id))
      return row ? { ...row.run, ...pilotOfRow(row) } : null
    },

    async decisions(submissionId: string) {
      return db
        .select({
          decision: runDecisions,
          moderatorNickname: users.nickname,
        })
        .from(runDecisions)
        .innerJoin(users, eq(users.id, runDecisions.moderatorId))
        .where(eq(runDecisions.submissionId, submissionId))
        .orderBy(asc(runDecisions.createdAt), asc(runDecisions.id))
    },

    async appeal(submissionId: string, tx: Database | Transaction = db) {
      const [row] = await tx
        .select()
        .from(runAppeals)
        .where(eq(runAppeals.submissionId, submissionId))
      return row ?? null
    },

    /** The queue, oldest first. */
    async queue(page: number, pageSize: number) {
      const rows = await db
        .select({ run: submissions, ...pilotColumns, appealMessage: runAppeals.message })
        .from(submissions)
        .innerJoin(users, eq(users.id, submissions.userId))
        .leftJoin(runAppeals, eq(runAppeals.submissionId, submissions.id))
        .where(isNotNull(submissions.queuedAt))
        .orderBy(asc(submissions.queuedAt), asc(submissions.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize)
      const [total] = await db
        .select({ n: count() })
        .from(submissions)
        .where(isNotNull(submissions.queuedAt))
      return {
        rows: rows.map((row) => ({
          ...row.run,
          ...pilotOfRow(row),
          appealMessage: row.appealMessage,
        })),
        total: total?.n ?? 0,
      }
    },

    /** A pilot's approved runs, latest approval first. */
    async approvedRuns(userId: string, page: number, pageSize: number) {
      const where = and(eq(submissions.userId, userId), eq(submissions.status, 'approved'))
      const rows = await db
        .select()
        .from(submissions)
        .where(where)
        .orderBy(desc(submissions.approvedAt), desc(submissions.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize)
      const [total] = await db.select({ n: count() }).from(submissions).where(where)
      return { rows, total: total?.n ?? 0 }
    },

    async userExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id))
      return Boolean(row)
    },

    /** A user's role and interface language (null: no such user). */
    async userFacts(id: string, tx: Database | Transaction = db) {
      const [row] = await tx
        .select({ role: users.role, language: users.language })
        .from(users)
        .where(eq(users.id, id))
      return row ?? null
    },

    /** Ranked YouTube runs whose video was not checked since `before`, oldest check first. */
    async youtubeRunsToCheck(before: Date, limit: number) {
      return db
        .select({
          id: submissions.id,
          sourceUrl: submissions.sourceUrl,
          sourceGoneAt: submissions.sourceGoneAt,
        })
        .from(submissions)
        .where(
          and(
            eq(submissions.sourceKind, 'youtube'),
            eq(submissions.status, 'approved'),
            or(isNull(submissions.sourceCheckedAt), lt(submissions.sourceCheckedAt, before)),
          ),
        )
        .orderBy(asc(submissions.sourceCheckedAt))
        .limit(limit)
    },

    /** Records a source check: gone keeps its first date, back clears it. */
    async saveSourceCheck(id: string, gone: boolean, at: Date, goneSince: Date | null) {
      await db
        .update(submissions)
        .set({ sourceCheckedAt: at, sourceGoneAt: gone ? (goneSince ?? at) : null })
        .where(eq(submissions.id, id))
    },

    /** Locks a run for a decision or an appeal. */
    async lockRun(tx: Transaction, id: string): Promise<SubmissionRow | null> {
      const [row] = await tx.select().from(submissions).where(eq(submissions.id, id)).for('update')
      return row ?? null
    },

    async updateRun(tx: Transaction, id: string, values: Partial<SubmissionRow>) {
      const [row] = await tx
        .update(submissions)
        .set(values)
        .where(eq(submissions.id, id))
        .returning()
      return row as SubmissionRow
    },

    async insertDecision(tx: Transaction, values: typeof runDecisions.$inferInsert) {
      await tx.insert(runDecisions).values(values)
    },

    async insertAppeal(tx: Transaction, submissionId: string, message: string) {
      const rows = await tx
        .insert(runAppeals)
        .values({ submissionId, message })
        .onConflictDoNothing()
        .returning()
      return rows.length > 0
    },

    async closeAppeal(tx: Transaction, submissionId: string, outcome: RunAppealRow['outcome']) {
      await tx
        .update(runAppeals)
        .set({ outcome, decidedAt: new Date() })
        .where(eq(runAppeals.submissionId, submissionId))
    },
  }
}
export type ModerationRepository = ReturnType<typeof createModerationRepository>

/** The pilot columns of a joined row. */
function pilotOfRow(row: RunPilotColumns): RunPilotColumns {
  return {
    pilotNickname: row.pilotNickname,
    pilotAvatarPath: row.pilotAvatarPath,
    pilotPhotoUrl: row.pilotPhotoUrl,
    pilotCountry: row.pilotCountry,
  }
}
