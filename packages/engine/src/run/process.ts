import { spawn, type ChildProcess } from 'node:child_process'
import { EngineError, type EngineErrorCode } from '../errors.ts'

export interface SpawnOptions {
  signal?: AbortSignal
  timeLimitMs?: number
  /** Extra output pipes after stdin/stdout/stderr (e.g. 1 => fd 3 is a pipe). */
  extraPipes?: number
  missingCode?: EngineErrorCode
  /** Gets each complete stderr line; returning true keeps it out of the error tail. */
  onStderrLine?: (line: string) => boolean
}

export interface RunningTool {
  child: ChildProcess
  /** Resolves with the collected stderr tail when the process exits 0; rejects otherwise. */
  done: Promise<string>
}

const STDERR_TAIL = 8192

/** Spawns a tool with a time limit and abort support; stderr is kept as a short tail. */
export function spawnTool(path: string, args: string[], o: SpawnOptions = {}): RunningTool {
  const stdio: ('ignore' | 'pipe')[] = ['ignore', 'pipe', 'pipe']
  for (let i = 0; i < (o.extraPipes ?? 0); i++) stdio.push('pipe')
  const child = spawn(path, args, { stdio })
  let stderr = ''
  let partial = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8')
    if (o.onStderrLine) {
      const lines = (partial + text).split(/\r?\n|\r/)
      partial = lines.pop() ?? ''
      for (const line of lines) {
        if (!o.onStderrLine(line)) stderr = (stderr + line + '\n').slice(-STDERR_TAIL)
      }
      return
    }
    stderr = (stderr + text).slice(-STDERR_TAIL)
  })
  const done = new Promise<string>((resolve, reject) => {
    let reason: EngineError | null = null
    const kill = (err: EngineError): void => {
      reason ??= err
      child.kill('SIGKILL')
    }
    const timer =
      o.timeLimitMs && o.timeLimitMs > 0
        ? setTimeout(
            () => kill(new EngineError('TIMEOUT', `${path} exceeded ${o.timeLimitMs} ms`)),
            o.timeLimitMs,
          )
        : null
    const onAbort = (): void => kill(new EngineError('ABORTED', 'validation aborted'))
    if (o.signal?.aborted) onAbort()
    o.signal?.addEventListener('abort', onAbort, { once: true })
    const finish = (): void => {
      if (timer) clearTimeout(timer)
      o.signal?.removeEventListener('abort', onAbort)
    }
    child.on('error', (err: NodeJS.ErrnoException) => {
      finish()
      const code = err.code === 'ENOENT' ? (o.missingCode ?? 'FFMPEG_MISSING') : 'FFMPEG_FAILED'
      reject(new EngineError(code, `cannot run ${path}: ${err.message}`, { cause: err }))
    })
    child.on('close', (exit, sig) => {
      finish()
      if (reason) return reject(reason)
      if (exit === 0) return resolve(stderr)
      const last = stderr.trim().split('\n').slice(-3).join(' | ')
      reject(
        new EngineError('FFMPEG_FAILED', `${path} failed (${exit ?? sig}): ${last}`, {
          cause: stderr,
        }),
      )
    })
  })
  return { child, done }
}

/** Runs a tool to completion and returns its whole stdout (for small outputs only). */
export async function runToBuffer(
  path: string,
  args: string[],
  o: SpawnOptions = {},
): Promise<Buffer> {
  const tool = spawnTool(path, args, o)
  const chunks: Buffer[] = []
  tool.child.stdout?.on('data', (c: Buffer) => chunks.push(c))
  await tool.done
  return Buffer.concat(chunks)
}
