import { and, eq, gt, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { pilotCardColumns, type PilotCardColumns } from '../players/pilot-card.ts'
import { pilotStats } from '../progress/progress.schema.ts'
import { submissions } from '../submissions/submissions.schema.ts'
import { users } from '../users/users.schema.ts'
import { rankingBoards, rankingEntries } from './rankings.schema.ts'

export interface Board {
  gameId: number
  modeId: number
}

export interface BoardRow extends PilotCardColumns {
  gameId: number
  modeId: number
  /** The ranked run (its verification report is /runs/:id). */
  runId: string
  /** Ranked while a moderator has not confirmed it yet. */
  provisional: boolean
  score: number
  approvedAt: Date
  xPoints: number
}

export interface EntryKey {
  userId: string
  score: number
  approvedAt: Date
}

/** The board order, spelled exactly like ranking_entries_board_idx so pages are index scans. */
export const boardOrder = [
  sql`${rankingEntries.score} desc nulls last`,
  sql`${rankingEntries.approvedAt} asc`,
  sql`${rankingEntries.userId} asc`,
]

const game = sql.placeholder('gameId')
const mode = sql.placeholder('modeId')
const onPlaceholderBoard = and(eq(rankingEntries.gameId, game), eq(rankingEntries.modeId, mode))

/**
 * The hot read queries, prepared once per connection (named statements: PostgreSQL parses and
 * plans them once instead of on every request).
 */
function prepareQueries(db: Database) {
  const slice = db
    .select({
      userId: rankingEntries.userId,
      gameId: rankingEntries.gameId,
      modeId: rankingEntries.modeId,
      submissionId: rankingEntries.submissionId,
      score: rankingEntries.score,
      approvedAt: rankingEntries.approvedAt,
      xPoints: rankingEntries.xPoints,
    })
    .from(rankingEntries)
    .where(onPlaceholderBoard)
    .orderBy(...boardOrder)
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .as('slice')
  const countAhead = (condition: SQL | undefined) =>
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(rankingEntries)
      .where(and(onPlaceholderBoard, condition))
  return {
    /** The offset walks the board index alone; only the page's rows are joined to pilots and runs. */
    page: db
      .select({
        ...pilotCardColumns,
        gameId: slice.gameId,
        modeId: slice.modeId,
        runId: slice.submissionId,
        provisional: submissions.provisional,
        score: slice.score,
        approvedAt: slice.approvedAt,
        xPoints: slice.xPoints,
      })
      .from(slice)
      .innerJoin(users, eq(users.id, slice.userId))
      .innerJoin(submissions, eq(submissions.id, slice.submissionId))
      .leftJoin(pilotStats, eq(pilotStats.userId, slice.userId))
      .orderBy(sql`${slice.score} desc`, slice.approvedAt, slice.userId)
      .prepare('rankings_page'),
    head: db
      .select({ pilots: rankingBoards.pilots, version: rankingBoards.version })
      .from(rankingBoards)
      .where(and(eq(rankingBoards.gameId, game), eq(rankingBoards.modeId, mode)))
      .prepare('rankings_head'),
    entry: db
      .select({
        userId: rankingEntries.userId,
        score: rankingEntries.score,
        approvedAt: rankingEntries.approvedAt,
      })
      .from(rankingEntries)
      .where(and(onPlaceholderBoard, eq(rankingEntries.userId, sql.placeholder('userId'))))
      .prepare('rankings_entry'),
    higher: countAhead(gt(rankingEntries.score, sql.placeholder('score'))).prepare(
      'rankings_higher',
    ),
    tiedEarlier: countAhead(
      and(
        eq(rankingEntries.score, sql.placeholder('score')),
        sql`(${rankingEntries.approvedAt}, ${rankingEntries.userId}) < (${sql.placeholder('approvedAt')}::timestamptz, ${sql.placeholder('userId')}::uuid)`,
      ),
    ).prepare('rankings_tied_earlier'),
  }
}

/** Read side of the per-game rankings. */
export function createRankingsRepository(db: Database) {
  const queries = prepareQueries(db)
  return {
    async page(board: Board, offset: number, limit: number): Promise<BoardRow[]> {
      return queries.page.execute({ ...board, offset, limit })
    },

    /** The board's size and version (null when nothing was ever ranked there). */
    async head(board: Board): Promise<{ pilots: number; version: number } | null> {
      const [row] = await queries.head.execute({ ...board })
      return row ?? null
    },

    async entryOf(board: Board, userId: string): Promise<EntryKey | null> {
      const [row] = await queries.entry.execute({ ...board, userId })
      return row ?? null
    },

    /**
     * The entry's rank: 1 + the entries with a higher score + those with the same score approved
     * earlier. Both are index-range counts on the board index (no filter over the whole board).
     */
    async rankOfEntry(board: Board, entry: EntryKey): Promise<number> {
      const [higher] = await queries.higher.execute({ ...board, score: entry.score })
      const [tied] = await queries.tiedEarlier.execute({
        ...board,
        score: entry.score,
        userId: entry.userId,
        approvedAt: entry.approvedAt.toISOString(),
      })
      return (higher?.count ?? 0) + (tied?.count ?? 0) + 1
    },
  }
}
export type RankingsRepository = ReturnType<typeof createRankingsRepository>
