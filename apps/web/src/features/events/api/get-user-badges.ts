import { queryOptions, useQuery } from '@tanstack/react-query'
import { UserBadgesSchema, type UserBadges } from '@app/shared'
import { api } from '@/lib/api-client'

/** GET /api/badges?user=<uuid>: the badges a pilot has earned. */
export async function getUserBadges(userId: string): Promise<UserBadges> {
  const response = await api.get('/badges', { params: { user: userId } })
  return UserBadgesSchema.parse(response.data)
}

export const getUserBadgesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['badges', userId], queryFn: () => getUserBadges(userId) })

export function useUserBadges(userId: string) {
  return useQuery(getUserBadgesQueryOptions(userId))
}
