import { and, eq, gt, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import { missionCompletions, pilotStats } from '../progress/progress.schema.ts'
import { rankingEntries } from '../rankings/rankings.schema.ts'
import { users, type UserRow } from '../users/users.schema.ts'

export interface ProfileRow {
  user: UserRow
  xp: number
  level: number
  xPoints: number
  approvedRuns: number
}

export interface EntryWithRank {
  gameId: number
  modeId: number
  score: number
  xPoints: number
  rank: number
}

export type ProfilePatch = Partial<
  Pick<UserRow, 'nickname' | 'bio' | 'country' | 'photoUrl' | 'avatarPath'>
>

export function createProfilesRepository(db: Database) {
  return {
    async find(userId: string): Promise<ProfileRow | null> {
      const [row] = await db
        .select({
          user: users,
          xp: sql<number>`coalesce(${pilotStats.xp}, 0)`.mapWith(Number),
          level: sql<number>`coalesce(${pilotStats.level}, 1)`.mapWith(Number),
          xPoints: sql<number>`coalesce(${pilotStats.xPoints}, 0)`.mapWith(Number),
          approvedRuns: sql<number>`coalesce(${pilotStats.approvedRuns}, 0)`.mapWith(Number),
        })
        .from(users)
        .leftJoin(pilotStats, eq(pilotStats.userId, users.id))
        .where(eq(users.id, userId))
      return row ?? null
    },

    /** The pilot's ranking entries, each with its rank (one index-range count per entry). */
    async entriesWithRank(userId: string): Promise<EntryWithRank[]> {
      const other = alias(rankingEntries, 'other')
      const sameBoard = and(
        eq(other.gameId, rankingEntries.gameId),
        eq(other.modeId, rankingEntries.modeId),
      )
      // Two index-range counts per entry (higher scores; same score approved earlier).
      const count = (condition: ReturnType<typeof and>) =>
        db
          .select({ count: sql`count(*)` })
          .from(other)
          .where(and(sameBoard, condition))
      const higher = count(gt(other.score, rankingEntries.score))
      const tiedEarlier = count(
        and(
          eq(other.score, rankingEntries.score),
          sql`(${other.approvedAt}, ${other.userId}) < (${rankingEntries.approvedAt}, ${rankingEntries.userId})`,
        ),
      )
      return db
        .select({
          gameId: rankingEntries.gameId,
          modeId: rankingEntries.modeId,
          score: rankingEntries.score,
          xPoints: rankingEntries.xPoints,
          rank: sql<number>`1 + (${higher}) + (${tiedEarlier})`.mapWith(Number),
        })
        .from(rankingEntries)
        .where(eq(rankingEntries.userId, userId))
    },

    async completedMissions(userId: string) {
      return db
        .select({
          missionId: missionCompletions.missionId,
          completedAt: missionCompletions.completedAt,
        })
        .from(missionCompletions)
        .where(eq(missionCompletions.userId, userId))
    },

    /** Applies the patch; returns the row as it was before (null when the user is gone). */
    async update(userId: string, patch: ProfilePatch): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
        if (!before) return null
        await tx
          .update(users)
          .set({ ...patch, updatedAt: sql`now()` })
          .where(eq(users.id, userId))
        return before
      })
    },
  }
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>
