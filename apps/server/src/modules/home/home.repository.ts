import { desc, gt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { rankingBoards } from '../rankings/rankings.schema.ts'

/** Home figures that are not rankings pages: the most played games. */
export function createHomeRepository(db: Database) {
  const runs = sql<number>`sum(${rankingBoards.approvedRuns})::int`.mapWith(Number)
  const mostPlayed = db
    .select({ gameId: rankingBoards.gameId, approvedRuns: runs })
    .from(rankingBoards)
    .groupBy(rankingBoards.gameId)
    .having(gt(runs, 0))
    .orderBy(desc(runs), rankingBoards.gameId)
    .limit(sql.placeholder('limit'))
    .prepare('home_most_played')
  return {
    /** Games with the most approved runs (over their three mode rankings). */
    async mostPlayed(limit: number): Promise<{ gameId: number; approvedRuns: number }[]> {
      return mostPlayed.execute({ limit })
    },
  }
}
export type HomeRepository = ReturnType<typeof createHomeRepository>
