import { queryOptions, useQuery } from '@tanstack/react-query'
import { MyProfileSchema, type MyProfile } from '@app/shared'
import { api } from '@/lib/api-client'

/** GET /api/profiles/me: the signed-in pilot's profile, progress and per-mode stats. */
export async function getMyProfile(): Promise<MyProfile> {
  const response = await api.get('/profiles/me')
  return MyProfileSchema.parse(response.data)
}

export const getMyProfileQueryOptions = () =>
  queryOptions({ queryKey: ['profiles', 'me'], queryFn: getMyProfile, staleTime: 0 })

export function useMyProfile() {
  return useQuery(getMyProfileQueryOptions())
}
