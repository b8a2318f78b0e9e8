/**
 * Demuxers ffmpeg may use on a submitted file. Playlist and indirection formats (hls, concat,
 * dash, image2 sequences, ...) are left out: a file named .mp4 holding an HLS playlist would
 * otherwise make ffmpeg fetch its segments.
 */
export const ACCEPTED_FORMATS = [
  'mov',
  'mp4',
  'm4a',
  '3gp',
  '3g2',
  'mj2',
  'matroska',
  'webm',
  'avi',
  'flv',
  'mpegts',
  'mpeg',
  'asf',
  'ogg',
  'nut',
  'h264',
  'hevc',
  'm4v',
  'ivf',
] as const

export const PROTOCOL_WHITELIST = 'file,pipe'

/** Arguments every ffmpeg/ffprobe run on untrusted input starts its input with. */
export function inputGuardArgs(): string[] {
  return [
    '-protocol_whitelist',
    PROTOCOL_WHITELIST,
    '-format_whitelist',
    ACCEPTED_FORMATS.join(','),
  ]
}
