import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core'
import { submissions } from '../submissions/submissions.schema.ts'
import { users } from '../users/users.schema.ts'

/** A pilot's progress: XP and level (runs + missions) and X-points (placements). */
export const pilotStats = pgTable(
  'pilot_stats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    xp: integer('xp').notNull().default(0),
    level: integer('level').notNull().default(1),
    xPoints: integer('x_points').notNull().default(0),
    approvedRuns: integer('approved_runs').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pilot_stats_global_idx').on(table.xPoints.desc(), table.xp.desc(), table.userId.asc()),
  ],
)

/** X-points a pilot holds from the rankings of one mode (best pilot per mode on the home page). */
export const pilotModePoints = pgTable(
  'pilot_mode_points',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    modeId: integer('mode_id').notNull(),
    xPoints: integer('x_points').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.modeId] }),
    index('pilot_mode_points_mode_idx').on(table.modeId, table.xPoints.desc(), table.userId.asc()),
  ],
)

/** Missions a pilot has completed, with the approved run that completed it. */
export const missionCompletions = pgTable(
  'mission_completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    missionId: integer('mission_id').notNull(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.missionId] })],
)
