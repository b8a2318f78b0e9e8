import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { AppealOutcome, DecisionAction, RunState } from '@app/shared'
import { submissions } from '../submissions/submissions.schema.ts'
import { users } from '../users/users.schema.ts'

/** The audit log of moderator decisions: who, when, what, the run before and after, and why. */
export const runDecisions = pgTable(
  'run_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    moderatorId: uuid('moderator_id')
      .notNull()
      .references(() => users.id),
    action: text('action').$type<DecisionAction>().notNull(),
    before: jsonb('before').$type<RunState>().notNull(),
    after: jsonb('after').$type<RunState>().notNull(),
    reason: text('reason'),
    frame: integer('frame'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('run_decisions_submission_idx').on(table.submissionId, table.createdAt)],
)
export type RunDecisionRow = typeof runDecisions.$inferSelect

/** A pilot's appeal of a rejected run: one per run (the primary key enforces it). */
export const runAppeals = pgTable('run_appeals', {
  submissionId: uuid('submission_id')
    .primaryKey()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  outcome: text('outcome').$type<AppealOutcome>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
})
export type RunAppealRow = typeof runAppeals.$inferSelect
