import { api } from '@/lib/api-client'

/** POST /api/auth/forgot-password: the data is returned as is. */
export async function requestPasswordReset(body: { email: string; language?: string }) {
  const response = await api.post<unknown>('/auth/forgot-password', body)
  return response.data
}
