import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { submissions } from '../submissions/submissions.schema.ts'
import { users } from '../users/users.schema.ts'

/**
 * The maintained best-score table: one row per pilot x game x mode, the pilot's best approved run
 * there (ties: the earlier approval). Pages and a pilot's rank are range queries on the board index.
 */
export const rankingEntries = pgTable(
  'ranking_entries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    modeId: integer('mode_id').notNull(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    score: bigint('score', { mode: 'number' }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
    /** Rank kept up to date for the scored places only (null below them). */
    placement: integer('placement'),
    xPoints: integer('x_points').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.gameId, table.modeId] }),
    index('ranking_entries_board_idx').on(
      table.gameId,
      table.modeId,
      table.score.desc(),
      table.approvedAt.asc(),
      table.userId.asc(),
    ),
    index('ranking_entries_placed_idx')
      .on(table.gameId, table.modeId)
      .where(sql`${table.placement} is not null`),
  ],
)
export type RankingEntryRow = typeof rankingEntries.$inferSelect

/** Versions of the rankings: a new value on every change of a board, never reused. */
export const rankingBoardVersions = pgSequence('ranking_board_versions')

/**
 * Per ranking (game x mode): how many pilots are on it, how many approved runs it got, and its
 * version (changed in the same transaction as the board, so a page cached under a version is
 * exactly the board of that version).
 */
export const rankingBoards = pgTable(
  'ranking_boards',
  {
    gameId: integer('game_id').notNull(),
    modeId: integer('mode_id').notNull(),
    pilots: integer('pilots').notNull().default(0),
    approvedRuns: integer('approved_runs').notNull().default(0),
    version: bigint('version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('ranking_board_versions')`),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.modeId] })],
)
