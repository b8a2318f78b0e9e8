import { validateVideo } from '@app/engine'
import { ValidationResultSchema, type ValidationResult } from '@app/shared'
import type { Log } from '../queue/queue.ts'

export type EngineProgress = {
  step: 'downloading' | 'probing' | 'reading' | 'verdict'
  percent: number
}

/** What the pipeline needs from the engine: a verdict on a local video file. */
export interface VideoValidator {
  validate(
    file: string,
    options: {
      gameId: number
      signal: AbortSignal
      workDir: string
      onProgress: (progress: EngineProgress) => void
    },
  ): Promise<ValidationResult>
}

/** The real engine (@app/engine); its result is parsed so that only the shared shape is stored. */
export function createEngineValidator(o: {
  ffmpegPath?: string | undefined
  ffprobePath?: string | undefined
  timeLimitMs: number
  threads: number
  log: Log
}): VideoValidator {
  return {
    async validate(file, options) {
      const result = await validateVideo(file, {
        ...options,
        logger: o.log,
        timeLimitMs: o.timeLimitMs,
        threads: o.threads,
        ...(o.ffmpegPath ? { ffmpegPath: o.ffmpegPath } : {}),
        ...(o.ffprobePath ? { ffprobePath: o.ffprobePath } : {}),
      })
      return ValidationResultSchema.parse(result)
    },
  }
}
