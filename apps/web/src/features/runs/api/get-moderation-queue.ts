import { queryOptions, useQuery } from '@tanstack/react-query'
import { ModerationQueueSchema, type ModerationQueue } from '@app/shared'
import { api } from '@/lib/api-client'

export const QUEUE_PAGE_SIZE = 50

/** GET /api/moderation/queue: the runs waiting for a moderator, oldest first (moderators only). */
export async function getModerationQueue(): Promise<ModerationQueue> {
  const response = await api.get('/moderation/queue', { params: { pageSize: QUEUE_PAGE_SIZE } })
  return ModerationQueueSchema.parse(response.data)
}

export const getModerationQueueQueryOptions = () =>
  queryOptions({ queryKey: ['moderation', 'queue'], queryFn: getModerationQueue })

export function useModerationQueue() {
  return useQuery(getModerationQueueQueryOptions())
}
