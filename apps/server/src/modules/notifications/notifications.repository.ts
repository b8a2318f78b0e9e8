import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  notifications,
  type NotificationData,
  type NotificationRow,
} from './notifications.schema.ts'

export interface NewNotification {
  userId: string
  kind: NotificationRow['kind']
  title: string
  message: string
  data: NotificationData
}

export function createNotificationsRepository(db: Database) {
  return {
    async insert(rows: NewNotification[]): Promise<void> {
      if (rows.length > 0) await db.insert(notifications).values(rows)
    },

    async list(userId: string, limit: number, before?: string): Promise<NotificationRow[]> {
      // The cursor is compared inside SQL: a timestamp read back into a JS Date loses its
      // microseconds, and the cursor row would then come back on the next page.
      const cursor = sql`(select ${notifications.createdAt}, ${notifications.seq} from ${notifications}
        where ${notifications.id} = ${before ?? null} and ${notifications.userId} = ${userId})`
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            before
              ? sql`(${notifications.createdAt}, ${notifications.seq}) < ${cursor}`
              : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.seq))
        .limit(limit)
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      return row?.count ?? 0
    },

    /** Marks one as read; false when it is not this pilot's notification. */
    async markRead(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id })
      return rows.length > 0
    },

    async markAllRead(userId: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id })
      return rows.length
    },
  }
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>
