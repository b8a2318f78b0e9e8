import type { FastifyRequest } from 'fastify'
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../lib/errors.ts'
import type { UploadedVideo } from '../../modules/submissions/submissions.service.ts'
import {
  UploadRejectedError,
  type VideoStore,
} from '../../modules/submissions/video-store.repository.ts'

function toHttpError(err: unknown): unknown {
  if (!(err instanceof UploadRejectedError)) return err
  if (err.reason === 'not-video') return unsupportedMedia('The file must be a video.')
  if (err.reason === 'truncated') return payloadTooLarge('The video is too large.')
  return badRequest('The video file is empty.')
}

/**
 * Reads a multipart submission: text fields, and one video streamed to disk as it arrives. The
 * saved file is removed if anything after it fails.
 */
export async function readUpload(
  request: FastifyRequest,
  videos: VideoStore,
): Promise<{ fields: Record<string, string>; file: UploadedVideo | null }> {
  const fields: Record<string, string> = {}
  let file: UploadedVideo | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value)
        continue
      }
      if (file) throw badRequest('Send one video file only.')
      const stored = await videos.saveUpload(part.file)
      file = { ...stored, originalFilename: part.filename || null }
    }
    return { fields, file }
  } catch (err) {
    if (file) await videos.removeFile(file.path)
    throw toHttpError(err)
  }
}
