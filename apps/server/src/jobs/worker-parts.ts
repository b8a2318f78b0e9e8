import type { Log } from '../modules/queue/queue.ts'
import {
  createEngineValidator,
  type VideoValidator,
} from '../modules/submissions/engine.adapter.ts'
import { createProofFrameExtractor } from '../modules/submissions/proof-frame.repository.ts'
import { createVideoStore } from '../modules/submissions/video-store.repository.ts'
import {
  createYoutubeDownloader,
  type TestAllowance,
} from '../modules/submissions/youtube.repository.ts'
import { fetchAndValidate } from './run-validation.ts'
import type { PipelineEnv } from './worker-env.ts'

export interface WorkerPartsOptions {
  env: PipelineEnv
  log: Log
  /** Tests only: extra hosts/extractors for yt-dlp. Never read from the environment. */
  testAllowance?: TestAllowance
  /** Tests only: another engine. */
  engine?: VideoValidator
}

/** The parts that turn a video into a verdict, configured from the environment. */
export function createWorkerParts(o: WorkerPartsOptions) {
  const { env } = o
  return {
    videos: createVideoStore(env.dataDir),
    engine:
      o.engine ??
      createEngineValidator({
        ffmpegPath: env.FFMPEG_PATH,
        ffprobePath: env.FFPROBE_PATH,
        timeLimitMs: env.JOB_EXPIRE_SECONDS * 1000,
        threads: 1,
        log: o.log,
      }),
    youtube: createYoutubeDownloader({
      ytdlpPath: env.YTDLP_PATH,
      maxBytes: env.YOUTUBE_MAX_BYTES,
      maxDurationSeconds: env.VIDEO_MAX_SECONDS,
      ...(o.testAllowance ? { testAllowance: o.testAllowance } : {}),
    }),
    frames: createProofFrameExtractor({
      ffmpegPath: env.FFMPEG_PATH ?? 'ffmpeg',
      timeLimitMs: 120_000,
    }),
  }
}

/**
 * `/validate`: the same fetch + engine steps as the job, synchronously, for one YouTube URL. The
 * downloaded video lives in a private folder removed before answering.
 */
export function createDirectValidation(o: WorkerPartsOptions) {
  const parts = createWorkerParts(o)
  return async (input: { url: string; gameId: number }, signal: AbortSignal) => {
    const workDir = await parts.videos.createWorkDir()
    try {
      const source = { kind: 'youtube' as const, url: input.url }
      const { result } = await fetchAndValidate(parts, {
        source,
        gameId: input.gameId,
        workDir,
        signal,
      })
      return result
    } finally {
      await parts.videos.removeDir(workDir)
    }
  }
}

export type DirectValidation = ReturnType<typeof createDirectValidation>
