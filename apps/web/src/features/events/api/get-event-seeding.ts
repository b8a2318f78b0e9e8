import { queryOptions, useQuery } from '@tanstack/react-query'
import { EventSeedingSchema, type EventSeeding } from '@app/shared'
import { api } from '@/lib/api-client'

/** GET /api/events/:id/seeding: seeds per game and mode from the source event's final ranks. */
export async function getEventSeeding(id: string): Promise<EventSeeding> {
  const response = await api.get(`/events/${encodeURIComponent(id)}/seeding`)
  return EventSeedingSchema.parse(response.data)
}

export const getEventSeedingQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['events', 'seeding', id], queryFn: () => getEventSeeding(id) })

export function useEventSeeding(id: string) {
  return useQuery(getEventSeedingQueryOptions(id))
}
