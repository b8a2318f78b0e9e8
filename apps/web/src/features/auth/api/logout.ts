import { api } from '@/lib/api-client'

/** POST /api/auth/logout: failures are ignored by the caller. */
export async function logoutSession(): Promise<void> {
  await api.post('/auth/logout')
}
