import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { badRequest, payloadTooLarge, unsupportedMedia } from '../../lib/errors.ts'

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
export const AVATAR_SIZE = 512
/** Decompression-bomb guard: sharp refuses inputs with more pixels than this (about 6000x4000). */
export const AVATAR_MAX_INPUT_PIXELS = 24_000_000

const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'])

/** Markup or script a browser could run if it ever read the bytes as a page: no picture needs it. */
const MARKUP = /<(script|html|body|iframe|svg|object|embed)[\s>/]|javascript:|<\?php/i
const ZIP_END = 0x06054b50
const ZIP_END_SIZE = 22

/** Whether the bytes end like a ZIP archive (an end record whose comment reaches the end). */
function endsAsZip(bytes: Buffer): boolean {
  const from = Math.max(0, bytes.length - ZIP_END_SIZE - 0xffff)
  for (let at = bytes.length - ZIP_END_SIZE; at >= from; at--) {
    if (
      bytes.readUInt32LE(at) === ZIP_END &&
      at + ZIP_END_SIZE + bytes.readUInt16LE(at + 20) === bytes.length
    ) {
      return true
    }
  }
  return false
}

/** A polyglot: an image that is also a web page, a script or an archive. */
const isPolyglot = (bytes: Buffer) => MARKUP.test(bytes.toString('latin1')) || endsAsZip(bytes)

/**
 * Turns an uploaded file into the stored avatar: the type is sniffed from the bytes (never the
 * name), polyglots are refused, then sharp decodes it under a pixel limit, applies the EXIF
 * orientation, crops it to a 512 px square and encodes WebP without any metadata.
 */
export async function toAvatarImage(upload: Buffer): Promise<Buffer> {
  if (upload.length > AVATAR_MAX_BYTES) throw payloadTooLarge('The avatar must be at most 5 MB.')
  const type = await fileTypeFromBuffer(upload)
  if (!type || !ACCEPTED.has(type.mime)) {
    throw unsupportedMedia('The avatar must be a PNG, JPEG, WebP, GIF or AVIF image.')
  }
  if (isPolyglot(upload)) {
    throw unsupportedMedia(
      'The avatar file also holds a web page, a script or an archive; upload a plain image.',
    )
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
