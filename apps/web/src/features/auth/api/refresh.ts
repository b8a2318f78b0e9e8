import { SessionSchema, type Session } from '@app/shared'
import { REFRESH_PATH, api } from '@/lib/api-client'

/** POST /api/auth/refresh: trades the refresh cookie for a session. */
export async function refreshSession(): Promise<Session> {
  const response = await api.post(REFRESH_PATH)
  return SessionSchema.parse(response.data)
}
