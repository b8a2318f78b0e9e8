import { queryOptions } from '@tanstack/react-query'
import { UserSchema, type User } from '@app/shared'
import { api } from '@/lib/api-client'

/** GET /api/me: the signed-in pilot as the server knows it now. */
export async function getMe(): Promise<User> {
  const response = await api.get('/me')
  return UserSchema.parse(response.data)
}

/**
 * Read again whenever the pilot comes back to the tab, so profile edits (avatar, nickname) made
 * elsewhere reach the menu; a profile edit here invalidates `['me']`.
 */
export const getMeQueryOptions = () =>
  queryOptions({ queryKey: ['me'], queryFn: getMe, staleTime: 0, refetchOnWindowFocus: true })
