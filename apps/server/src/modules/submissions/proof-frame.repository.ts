import { spawn } from 'node:child_process'
import { rm, stat } from 'node:fs/promises'
import { inputGuardArgs } from '@app/engine'

/** ffmpeg arguments that write decoded frame `frameIndex` (0-based) of a local file as PNG. */
export function buildProofFrameArgs(input: string, frameIndex: number, output: string): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    '-threads',
    '1',
    ...inputGuardArgs(),
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
