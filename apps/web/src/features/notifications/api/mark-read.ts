import { useMutation, useQueryClient } from '@tanstack/react-query'
import { NotificationListSchema, type NotificationList } from '@app/shared'
import { api } from '@/lib/api-client'
import { getNotificationsQueryOptions } from './get-notifications'

const UnreadSchema = NotificationListSchema.pick({ unread: true })

/** POST /api/notifications/:id/read, or /read-all without an id; returns the new unread count. */
export async function markRead(id: string | null): Promise<number> {
  const url = id ? `/notifications/${encodeURIComponent(id)}/read` : '/notifications/read-all'
  const response = await api.post(url)
  return UnreadSchema.parse(response.data).unread
}

/** Marks one notification (or all with `null`) read; the bell shows it at once. */
export function useMarkRead() {
  const queryClient = useQueryClient()
  const { queryKey } = getNotificationsQueryOptions()
  return useMutation({
    mutationFn: markRead,
    onSuccess: (unread, id) => {
      queryClient.setQueryData(queryKey, (list: NotificationList | undefined) =>
        list
          ? {
              unread,
              notifications: list.notifications.map((item) =>
                id === null || item.id === id ? { ...item, read: true } : item,
              ),
            }
          : list,
      )
    },
  })
}
