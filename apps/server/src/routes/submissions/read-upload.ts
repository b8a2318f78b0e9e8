import type { FastifyRequest } from 'fastify'
import {
  badRequest,
  insufficientStorage,
  payloadTooLarge,
  unsupportedMedia,
} from '../../lib/errors.ts'
import type { UploadedVideo } from '../../modules/submissions/submissions.service.ts'
import {
  UploadRejectedError,
  type VideoStore,
} from '../../modules/submissions/video-store.repository.ts'

/** The disk (or the user's quota) is full: nothing of the upload is kept. */
const noSpace = (err: unknown) =>
  err instanceof Error && 'code' in err && (err.code === 'ENOSPC' || err.code === 'EDQUOT')

function toHttpError(err: unknown): unknown {
  if (noSpace(err)) {
    return insufficientStorage(
      'The server has no room to store this video right now. Please try again later.',
    )
  }
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
    await drain(request)
    throw toHttpError(err)
  }
}

/**
 * Reads and drops what the client is still sending: answering before the body is read makes the
 * connection close under it, and a browser then sees a reset instead of our error (bounded by the
 * server's request timeout).
 */
async function drain(request: FastifyRequest): Promise<void> {
  const raw = request.raw
  if (raw.readableEnded || raw.destroyed) return
  raw.unpipe()
  const ended = new Promise<void>((resolve) => {
    raw.once('end', resolve)
    raw.once('close', resolve)
  })
  raw.resume()
  await ended
}
