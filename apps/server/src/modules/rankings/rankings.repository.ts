import { and, eq, gt, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { pilotCardColumns, type PilotCardColumns } from '../players/pilot-card.ts'
import { pilotStats } from '../progress/progress.schema.ts'
import { users } from '../users/users.schema.ts'
import { rankingBoards, rankingEntries } from './rankings.schema.ts'

export interface Board {
  gameId: number
  modeId: number
}

export interface BoardRow extends PilotCardColumns {
  gameId: number
  modeId: number
  score: number
  approvedAt: Date
  xPoints: number
}

export interface EntryKey {
  userId: string
  score: number
  approvedAt: Date
}

const onBoard = (board: Board) =>
  and(eq(rankingEntries.gameId, board.gameId), eq(rankingEntries.modeId, board.modeId))

/** The board order, spelled exactly like ranking_entries_board_idx so pages are index scans. */
export const boardOrder = [
  sql`${rankingEntries.score} desc nulls last`,
  sql`${rankingEntries.approvedAt} asc`,
  sql`${rankingEntries.userId} asc`,
]

/** Read side of the per-game rankings. */
export function createRankingsRepository(db: Database) {
  return {
    /** The offset walks the board index alone; only the page's rows are joined to pilots. */
    async page(board: Board, offset: number, limit: number): Promise<BoardRow[]> {
      const slice = db
        .select({
          userId: rankingEntries.userId,
          gameId: rankingEntries.gameId,
          modeId: rankingEntries.modeId,
          score: rankingEntries.score,
          approvedAt: rankingEntries.approvedAt,
          xPoints: rankingEntries.xPoints,
        })
        .from(rankingEntries)
        .where(onBoard(board))
        .orderBy(...boardOrder)
        .offset(offset)
        .limit(limit)
        .as('slice')
      return db
        .select({
          ...pilotCardColumns,
          gameId: slice.gameId,
          modeId: slice.modeId,
          score: slice.score,
          approvedAt: slice.approvedAt,
          xPoints: slice.xPoints,
        })
        .from(slice)
        .innerJoin(users, eq(users.id, slice.userId))
        .leftJoin(pilotStats, eq(pilotStats.userId, slice.userId))
        .orderBy(sql`${slice.score} desc`, slice.approvedAt, slice.userId)
    },

    async total(board: Board): Promise<number> {
      const [row] = await db
        .select({ pilots: rankingBoards.pilots })
        .from(rankingBoards)
        .where(and(eq(rankingBoards.gameId, board.gameId), eq(rankingBoards.modeId, board.modeId)))
      return row?.pilots ?? 0
    },

    async entryOf(board: Board, userId: string): Promise<EntryKey | null> {
      const [row] = await db
        .select({
          userId: rankingEntries.userId,
          score: rankingEntries.score,
          approvedAt: rankingEntries.approvedAt,
        })
        .from(rankingEntries)
        .where(and(onBoard(board), eq(rankingEntries.userId, userId)))
      return row ?? null
    },

    /**
     * The entry's rank: 1 + the entries with a higher score + those with the same score approved
     * earlier. Both are index-range counts on the board index (no filter over the whole board).
     */
    async rankOfEntry(board: Board, entry: EntryKey): Promise<number> {
      const count = async (condition: SQL | undefined) => {
        const [row] = await db
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(rankingEntries)
          .where(and(onBoard(board), condition))
        return row?.count ?? 0
      }
      const higher = await count(gt(rankingEntries.score, entry.score))
      const tiedEarlier = await count(
        and(
          eq(rankingEntries.score, entry.score),
          sql`(${rankingEntries.approvedAt}, ${rankingEntries.userId}) < (${entry.approvedAt.toISOString()}::timestamptz, ${entry.userId}::uuid)`,
        ),
      )
      return higher + tiedEarlier + 1
    },
  }
}
export type RankingsRepository = ReturnType<typeof createRankingsRepository>
