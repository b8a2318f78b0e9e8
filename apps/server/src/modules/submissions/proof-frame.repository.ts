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

/**
 * Runs ffmpeg or ffprobe, killed past `timeLimitMs` or on `signal`; resolves with the exit code,
 * stdout and the end of stderr.
 */
export async function runMediaTool(
  command: string,
  args: string[],
  o: { timeLimitMs: number; signal?: AbortSignal | undefined },
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    signal: AbortSignal.any([AbortSignal.timeout(o.timeLimitMs), ...(o.signal ? [o.signal] : [])]),
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-100_000)
  })
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000)
  })
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', resolve)
  })
  return { code, stdout, stderr: stderr.trim() }
}

/** Extracts the proof frame with ffmpeg (local files only, bounded in time). */
export function createProofFrameExtractor(options: { ffmpegPath: string; timeLimitMs: number }) {
  return {
    async extract(input: string, frameIndex: number, output: string, signal?: AbortSignal) {
      const args = buildProofFrameArgs(input, frameIndex, output)
      const { code, stderr } = await runMediaTool(options.ffmpegPath, args, {
        timeLimitMs: options.timeLimitMs,
        signal,
      })
      const written = await stat(output).then(
        (info) => info.size > 0,
        () => false,
      )
      if (code !== 0 || !written) {
        await rm(output, { force: true })
        throw new Error(`ffmpeg could not extract frame ${frameIndex} (${code}): ${stderr}`)
      }
    },
  }
}

export type ProofFrameExtractor = ReturnType<typeof createProofFrameExtractor>
