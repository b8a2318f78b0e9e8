import { queryOptions, useQuery } from '@tanstack/react-query'
import { NotificationListSchema, type NotificationList } from '@app/shared'
import { api } from '@/lib/api-client'

/** The bell reads its list again this often (and when a validation finishes). */
export const NOTIFICATIONS_REFRESH_MS = 30_000
const LIST_LIMIT = 20

/** GET /api/notifications: the newest notifications with the unread count. */
export async function getNotifications(): Promise<NotificationList> {
  const response = await api.get('/notifications', { params: { limit: LIST_LIMIT } })
  return NotificationListSchema.parse(response.data)
}

export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: ['notifications'], queryFn: getNotifications, staleTime: 0 })

export function useNotifications() {
  return useQuery({
    ...getNotificationsQueryOptions(),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
  })
}
