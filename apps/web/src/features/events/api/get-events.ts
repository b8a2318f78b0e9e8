import { queryOptions, useQuery } from '@tanstack/react-query'
import { EventListSchema, type EventList, type EventStatus } from '@app/shared'
import { api } from '@/lib/api-client'

/** GET /api/events: every event (or one status), with the server's clock. */
export async function getEvents(status?: EventStatus): Promise<EventList> {
  const response = await api.get('/events', { params: status ? { status } : {} })
  return EventListSchema.parse(response.data)
}

export const getEventsQueryOptions = (status?: EventStatus) =>
  queryOptions({ queryKey: ['events', 'list', status ?? 'all'], queryFn: () => getEvents(status) })

export function useEvents(status?: EventStatus) {
  return useQuery(getEventsQueryOptions(status))
}
