import { SessionSchema, type Session } from '@app/shared'
import { api } from '@/lib/api-client'

/** POST /api/auth/google/onetap: the ID token of the one-tap prompt. */
export async function loginWithGoogleIdToken(idToken: string): Promise<Session> {
  const response = await api.post('/auth/google/onetap', { idToken })
  return SessionSchema.parse(response.data)
}

/** POST /api/auth/google/login: the authorization code of the popup sign-in. */
export async function loginWithGoogleCode(code: string): Promise<Session> {
  const response = await api.post('/auth/google/login', { code })
  return SessionSchema.parse(response.data)
}
