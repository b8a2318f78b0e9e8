import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../lib/errors.ts'

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
export const AVATAR_SIZE = 512
/** Decompression-bomb guard: sharp refuses inputs with more pixels than this (about 6000x4000). */
export const AVATAR_MAX_INPUT_PIXELS = 24_000_000

const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'])

/**
 * Turns an uploaded file into the stored avatar: the type is sniffed from the bytes (never the
 * name), then sharp decodes it under a pixel limit, applies the EXIF orientation, crops it to a
 * 512 px square and encodes WebP without any metadata.
 */
export async function toAvatarImage(upload: Buffer): Promise<Buffer> {
  if (upload.length > AVATAR_MAX_BYTES) throw payloadTooLarge('The avatar must be at most 5 MB.')
  const type = await fileTypeFromBuffer(upload)
  if (!type || !ACCEPTED.has(type.mime)) {
    throw unsupportedMedia('The avatar must be a PNG, JPEG, WebP, GIF or AVIF image.')
  }
  try {
    return await sharp(upload, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 88 })
      .toBuffer()
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw payloadTooLarge('The avatar image has too many pixels (at most 24 megapixels).')
    }
    throw badRequest('The avatar image could not be read.')
  }
}
