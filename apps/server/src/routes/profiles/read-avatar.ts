import type { FastifyRequest } from 'fastify'
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../lib/errors.ts'

/** Reads the multipart field `avatar` into memory (the multipart limit caps it at 5 MB). */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw unsupportedMedia('Send the avatar as multipart/form-data in the field avatar.')
  }
  const file = await request.file()
  if (!file || file.fieldname !== 'avatar') {
    throw badRequest('Choose an image file for the field avatar.', { avatar: 'is required' })
  }
  try {
    return await file.toBuffer()
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge('The avatar must be at most 5 MB.')
    }
    throw error
  }
}
