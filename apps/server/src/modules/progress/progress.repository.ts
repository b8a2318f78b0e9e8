import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { rankingEntries } from '../rankings/rankings.schema.ts'
import { submissions } from '../submissions/submissions.schema.ts'
import { missionCompletions, pilotModePoints, pilotStats } from './progress.schema.ts'

/** Best approved score per game, mode and difficulty, with the run that made it. */
export interface ApprovedBestRow {
  gameId: number
  modeId: number
  levelId: number
  score: number
  submissionId: string
}

/** Progress writes and reads; every method runs inside the caller's transaction. */
export function createProgressRepository(tx: Database) {
  return {
    async approvedBests(userId: string): Promise<ApprovedBestRow[]> {
      const rows = await tx
        .selectDistinctOn([submissions.gameId, submissions.modeId, submissions.levelId], {
          gameId: submissions.gameId,
          modeId: submissions.modeId,
          levelId: submissions.levelId,
          score: sql<number>`${submissions.score}`.mapWith(Number),
          submissionId: submissions.id,
        })
        .from(submissions)
        .where(
          and(
            eq(submissions.userId, userId),
            eq(submissions.status, 'approved'),
            sql`${submissions.score} is not null`,
          ),
        )
        .orderBy(
          submissions.gameId,
          submissions.modeId,
          submissions.levelId,
          sql`${submissions.score} desc`,
          sql`${submissions.approvedAt} asc nulls last`,
        )
      return rows
    },

    async approvedRunCount(userId: string): Promise<number> {
      const [row] = await tx
        .select({ runs: sql<number>`count(*)`.mapWith(Number) })
        .from(submissions)
        .where(and(eq(submissions.userId, userId), eq(submissions.status, 'approved')))
      return row?.runs ?? 0
    },

    /** Keeps exactly `completed` (mission id -> run) as the pilot's completions; returns new ids. */
    async replaceMissionCompletions(
      userId: string,
      completed: Map<number, string>,
    ): Promise<number[]> {
      const ids = [...completed.keys()]
      await tx
        .delete(missionCompletions)
        .where(
          and(
            eq(missionCompletions.userId, userId),
            ids.length > 0 ? notInArray(missionCompletions.missionId, ids) : undefined,
          ),
        )
      if (ids.length === 0) return []
      const inserted = await tx
        .insert(missionCompletions)
        .values(
          ids.map((missionId) => ({ userId, missionId, submissionId: completed.get(missionId)! })),
        )
        .onConflictDoNothing()
        .returning({ missionId: missionCompletions.missionId })
      return inserted.map((row) => row.missionId)
    },

    async saveXp(userId: string, values: { xp: number; level: number; approvedRuns: number }) {
      await tx
        .insert(pilotStats)
        .values({ userId, ...values })
        .onConflictDoUpdate({
          target: pilotStats.userId,
          set: { ...values, updatedAt: sql`now()` },
        })
    },

    /** Re-sums the X-points of these pilots from their ranking entries (total and per mode). */
    async refreshXPoints(userIds: string[]): Promise<void> {
      if (userIds.length === 0) return
      const ids = sql`(select unnest(${sql.param(userIds)}::uuid[]) as id)`
      await tx.execute(sql`
        insert into ${pilotStats} (user_id, x_points)
        select ids.id, coalesce(sum(e.x_points), 0)::int
        from ${ids} ids left join ${rankingEntries} e on e.user_id = ids.id
        group by ids.id
        on conflict (user_id) do update set x_points = excluded.x_points, updated_at = now()`)
      await tx.execute(sql`
        insert into ${pilotModePoints} (user_id, mode_id, x_points)
        select ids.id, m.mode_id, coalesce(sum(e.x_points), 0)::int
        from ${ids} ids cross join (values (1), (2), (3)) as m(mode_id)
        left join ${rankingEntries} e on e.user_id = ids.id and e.mode_id = m.mode_id
        group by ids.id, m.mode_id
        on conflict (user_id, mode_id) do update set x_points = excluded.x_points`)
    },

    async completedMissions(userId: string): Promise<{ missionId: number; completedAt: Date }[]> {
      return tx
        .select({
          missionId: missionCompletions.missionId,
          completedAt: missionCompletions.completedAt,
        })
        .from(missionCompletions)
        .where(eq(missionCompletions.userId, userId))
    },

    async statsOf(userIds: string[]) {
      if (userIds.length === 0) return []
      return tx.select().from(pilotStats).where(inArray(pilotStats.userId, userIds))
    },
  }
}
export type ProgressRepository = ReturnType<typeof createProgressRepository>
