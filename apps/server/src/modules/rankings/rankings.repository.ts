import { and, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm'
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

/** Entries strictly ahead of `entry` in the board order (higher score, earlier approval, id). */
export function aheadOf(entry: EntryKey): SQL {
  return or(
    gt(rankingEntries.score, entry.score),
    and(
      eq(rankingEntries.score, entry.score),
      or(
        lt(rankingEntries.approvedAt, entry.approvedAt),
        and(
          eq(rankingEntries.approvedAt, entry.approvedAt),
          lt(rankingEntries.userId, entry.userId),
        ),
      ),
    ),
  ) as SQL
}

/** Read side of the per-game rankings. */
export function createRankingsRepository(db: Database) {
  return {
    async page(board: Board, offset: number, limit: number): Promise<BoardRow[]> {
      return db
        .select({
          ...pilotCardColumns,
          gameId: rankingEntries.gameId,
          modeId: rankingEntries.modeId,
          score: rankingEntries.score,
          approvedAt: rankingEntries.approvedAt,
          xPoints: rankingEntries.xPoints,
        })
        .from(rankingEntries)
        .innerJoin(users, eq(users.id, rankingEntries.userId))
        .leftJoin(pilotStats, eq(pilotStats.userId, rankingEntries.userId))
        .where(onBoard(board))
        .orderBy(...boardOrder)
        .offset(offset)
        .limit(limit)
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

    /** The entry's rank: one index-range count of the entries ahead of it. */
    async rankOfEntry(board: Board, entry: EntryKey): Promise<number> {
      const [row] = await db
        .select({ ahead: sql<number>`count(*)`.mapWith(Number) })
        .from(rankingEntries)
        .where(and(onBoard(board), aheadOf(entry)))
      return (row?.ahead ?? 0) + 1
    },
  }
}
export type RankingsRepository = ReturnType<typeof createRankingsRepository>
