import { spawn } from 'node:child_process'
import { rm, stat } from 'node:fs/promises'

/** Demuxers allowed on stored videos: no playlist or indirection formats (DESIGN.md section 5). */
const FORMAT_WHITELIST = [
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
  'ivf',
].join(',')

/** ffmpeg arguments that write decoded frame `frameIndex` (0-based) of a local file as PNG. */
export function buildProofFrameArgs(input: string, frameIndex: number, output: string): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    '-threads',
    '1',
    '-protocol_whitelist',
    'file,pipe',
    '-format_whitelist',
    FORMAT_WHITELIST,
    '-i',
    `file:${input}`,
    '-map',
    '0:v:0',
    '-vf',
    `select=eq(n\\,${frameIndex})`,
    '-fps_mode',
    'passthrough',
    '-frames:v',
    '1',
    '-c:v',
    'png',
    '-f',
    'image2',
    '-y',
    `file:${output}`,
  ]
}

/** Extracts the proof frame with ffmpeg (local files only, bounded in time). */
export function createProofFrameExtractor(options: { ffmpegPath: string; timeLimitMs: number }) {
  return {
    async extract(input: string, frameIndex: number, output: string, signal?: AbortSignal) {
      const args = buildProofFrameArgs(input, frameIndex, output)
      const child = spawn(options.ffmpegPath, args, {
        stdio: ['ignore', 'ignore', 'pipe'],
        signal: AbortSignal.any([
          AbortSignal.timeout(options.timeLimitMs),
          ...(signal ? [signal] : []),
        ]),
      })
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-2000)
      })
      const code = await new Promise<number | null>((resolve, reject) => {
        child.once('error', reject)
        child.once('close', resolve)
      })
      const written = await stat(output).then(
        (info) => info.size > 0,
        () => false,
      )
      if (code !== 0 || !written) {
        await rm(output, { force: true })
        throw new Error(`ffmpeg could not extract frame ${frameIndex} (${code}): ${stderr.trim()}`)
      }
    },
  }
}

export type ProofFrameExtractor = ReturnType<typeof createProofFrameExtractor>
