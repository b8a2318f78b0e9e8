import { MessageResponseSchema, type MessageResponse, type ResetPasswordBody } from '@app/shared'
import { api } from '@/lib/api-client'

/** POST /api/auth/reset-password: the token of the mailed link and the new password. */
export async function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  const response = await api.post('/auth/reset-password', body)
  return MessageResponseSchema.parse(response.data)
}
