import type { RegisterBody } from '@app/shared'
import { api } from '@/lib/api-client'

/** POST /api/auth/register: the response is not read beyond success. */
export async function registerAccount(body: RegisterBody): Promise<void> {
  await api.post('/auth/register', body)
}
