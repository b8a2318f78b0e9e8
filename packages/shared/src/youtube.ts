/**
 * The spec's YouTube pattern: optional scheme, optional www, host youtube.com or youtu.be, then a
 * slash; case-insensitive.
 */
export const YOUTUBE_URL_PATTERN = /^(https?:\/\/)?(www\.)?(youtube\.com|youtu\.be)\//i

export function isYoutubeUrl(url: string): boolean {
  return YOUTUBE_URL_PATTERN.test(url.trim())
}
