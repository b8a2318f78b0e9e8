import { sql } from 'drizzle-orm'
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { NOTIFICATION_KINDS } from '@app/shared'
import { users } from '../users/users.schema.ts'

export type NotificationData = Record<string, string | number | boolean | null>

/** A pilot's notifications: validation results, rank changes and events. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Insertion order: rows of one instant (the embedded database's clock counts milliseconds)
     * still list newest first.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
  },
  (table) => [
    index('notifications_user_created_idx').on(
      table.userId,
      table.createdAt.desc(),
      table.seq.desc(),
    ),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
)
export type NotificationRow = typeof notifications.$inferSelect
