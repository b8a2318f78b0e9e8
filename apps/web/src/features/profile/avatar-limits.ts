/** SPEC.md sections 5 and 9: a square crop, zoom 1 to 3 in steps of 0.01, starting at 1.2. */
export const AVATAR_CROP = { aspect: 1, minZoom: 1, maxZoom: 3, zoomStep: 0.01, defaultZoom: 1.2 }
export const AVATAR_DISPLAY_SIZE = 260
/** The server's limit for one avatar upload. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

export type AvatarFileProblem = 'notImage' | 'tooLarge'

/** Why a picked file cannot be an avatar, or null when it can. */
export function avatarFileProblem(file: { type: string; size: number }): AvatarFileProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage'
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge'
  return null
}
