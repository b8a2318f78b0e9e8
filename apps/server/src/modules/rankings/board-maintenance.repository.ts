import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { PARTICIPATION_X_POINTS } from '@app/shared'
import type { Database } from '../../db/client.ts'
import { submissions } from '../submissions/submissions.schema.ts'
import type { Board, EntryKey } from './rankings.repository.ts'
import { boardOrder } from './rankings.repository.ts'
import { rankingBoards, rankingEntries } from './rankings.schema.ts'

/** Namespace of the per-board advisory locks (first key of pg_advisory_xact_lock(int, int)). */
const BOARD_LOCK_SPACE = 6_1_0_6

export interface BestRun {
  submissionId: string
  score: number
  approvedAt: Date
}

export interface PlacedRow {
  userId: string
  placement: number | null
  xPoints: number
}

/** When the run was approved (older rows approved before approvedAt existed fall back). */
const approvedAtOf = sql<Date>`coalesce(${submissions.approvedAt}, ${submissions.finishedAt}, ${submissions.createdAt})`

const onBoard = (board: Board) =>
  and(eq(rankingEntries.gameId, board.gameId), eq(rankingEntries.modeId, board.modeId))

/** What maintenance reads of an entry: its key within the board, order and cached placement. */
const placedColumns = {
  userId: rankingEntries.userId,
  placement: rankingEntries.placement,
  xPoints: rankingEntries.xPoints,
  score: rankingEntries.score,
  approvedAt: rankingEntries.approvedAt,
}

/** Write side of the rankings; every method runs inside the caller's transaction. */
export function createBoardMaintenance(tx: Database) {
  return {
    /** Serialises recomputes of one board until the transaction ends. */
    async lock(board: Board): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${BOARD_LOCK_SPACE}::int, ${board.gameId * 10 + board.modeId}::int)`,
      )
    },

    /** The pilot's best approved run on the board (ties: the earlier approval). */
    async bestRun(board: Board, userId: string): Promise<BestRun | null> {
      const [row] = await tx
        .select({
          submissionId: submissions.id,
          score: sql<number>`${submissions.score}`.mapWith(Number),
          approvedAt: approvedAtOf.mapWith((value: string | Date) => new Date(value)),
        })
        .from(submissions)
        .where(
          and(
            eq(submissions.userId, userId),
            eq(submissions.gameId, board.gameId),
            eq(submissions.modeId, board.modeId),
            eq(submissions.status, 'approved'),
            isNotNull(submissions.score),
          ),
        )
        .orderBy(desc(submissions.score), approvedAtOf)
        .limit(1)
      return row ?? null
    },

    async setEntry(board: Board, userId: string, run: BestRun): Promise<void> {
      await tx
        .insert(rankingEntries)
        .values({ userId, ...board, ...run, placement: null, xPoints: PARTICIPATION_X_POINTS })
        .onConflictDoUpdate({
          target: [rankingEntries.userId, rankingEntries.gameId, rankingEntries.modeId],
          set: { submissionId: run.submissionId, score: run.score, approvedAt: run.approvedAt },
        })
    },

    async deleteEntry(board: Board, userId: string): Promise<void> {
      await tx.delete(rankingEntries).where(and(onBoard(board), eq(rankingEntries.userId, userId)))
    },

    /** The first `limit` entries in board order. */
    async top(board: Board, limit: number): Promise<(PlacedRow & EntryKey)[]> {
      return tx
        .select(placedColumns)
        .from(rankingEntries)
        .where(onBoard(board))
        .orderBy(...boardOrder)
        .limit(limit)
    },

    /** Entries that still hold a cached placement (through the partial index). */
    async placed(board: Board): Promise<(PlacedRow & EntryKey)[]> {
      return tx
        .select(placedColumns)
        .from(rankingEntries)
        .where(and(onBoard(board), isNotNull(rankingEntries.placement)))
    },

    async setPlacement(board: Board, row: PlacedRow): Promise<void> {
      await tx
        .update(rankingEntries)
        .set({ placement: row.placement, xPoints: row.xPoints })
        .where(and(onBoard(board), eq(rankingEntries.userId, row.userId)))
    },

    /** Recounts the board's pilots and approved runs (index-only counts). */
    async refreshCounts(board: Board): Promise<void> {
      const pilots = sql`(select count(*) from ${rankingEntries} where ${onBoard(board)})::int`
      const runs = sql`(select count(*) from ${submissions} where ${and(
        eq(submissions.gameId, board.gameId),
        eq(submissions.modeId, board.modeId),
        eq(submissions.status, 'approved'),
      )})::int`
      await tx
        .insert(rankingBoards)
        .values({ ...board, pilots, approvedRuns: runs })
        .onConflictDoUpdate({
          target: [rankingBoards.gameId, rankingBoards.modeId],
          set: {
            pilots: sql`excluded.pilots`,
            approvedRuns: sql`excluded.approved_runs`,
            version: sql`nextval('ranking_board_versions')`,
          },
        })
    },
  }
}
export type BoardMaintenance = ReturnType<typeof createBoardMaintenance>
