import { queryOptions, useQuery } from '@tanstack/react-query'
import { EventSchema, type CompetitionEvent } from '@app/shared'
import { api } from '@/lib/api-client'

/** GET /api/events/:id */
export async function getEvent(id: string): Promise<CompetitionEvent> {
  const response = await api.get(`/events/${encodeURIComponent(id)}`)
  return EventSchema.parse(response.data)
}

export const getEventQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['events', 'detail', id], queryFn: () => getEvent(id) })

export function useEvent(id: string) {
  return useQuery(getEventQueryOptions(id))
}
