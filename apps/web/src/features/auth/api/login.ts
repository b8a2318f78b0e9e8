import { SessionSchema, type LoginBody, type Session } from '@app/shared'
import { api } from '@/lib/api-client'

/** POST /api/auth/login */
export async function loginWithPassword(body: LoginBody): Promise<Session> {
  const response = await api.post('/auth/login', body)
  return SessionSchema.parse(response.data)
}
