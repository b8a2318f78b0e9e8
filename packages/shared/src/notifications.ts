import { z } from 'zod'

/** `moderation`: a moderator decided on one of the pilot's runs (data: submissionId, action, ...). */
export const NOTIFICATION_KINDS = ['validation', 'rank', 'event', 'moderation'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/**
 * One notification. `title` and `message` are English; `kind` + `data` carry the same facts so the
 * client can render them in the reader's language.
 */
export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  read: z.boolean(),
  createdAt: z.string(),
})
export type Notification = z.infer<typeof NotificationSchema>

export const NotificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100, 'limit must be at most 100').default(20),
  /** Only notifications older than this one (cursor for the next page). */
  before: z.uuid('before must be a notification id').optional(),
})
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>

export const NotificationListSchema = z.object({
  unread: z.number().int(),
  notifications: z.array(NotificationSchema),
})
export type NotificationList = z.infer<typeof NotificationListSchema>

export const NotificationIdParamsSchema = z.object({
  id: z.uuid('Unknown notification'),
})
