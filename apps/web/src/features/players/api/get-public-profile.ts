import { queryOptions, useQuery } from '@tanstack/react-query'
import { PublicProfileSchema, type PublicProfile } from '@app/shared'
import { api } from '@/lib/api-client'

/** GET /api/profiles/:id: a pilot's public profile (no e-mail). */
export async function getPublicProfile(id: string): Promise<PublicProfile> {
  const response = await api.get(`/profiles/${encodeURIComponent(id)}`)
  return PublicProfileSchema.parse(response.data)
}

export const getPublicProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['profiles', id],
    queryFn: () => getPublicProfile(id),
    retry: false,
  })

export function usePublicProfile(id: string) {
  return useQuery(getPublicProfileQueryOptions(id))
}
