import { resolveFfmpeg } from '@app/engine'
import { createEvidenceKeeper } from '../modules/moderation/evidence.ts'
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

/** yt-dlp as configured (with a test's loopback allowance, never from the environment). */
export function createYoutube(o: WorkerPartsOptions) {
  return createYoutubeDownloader({
    ytdlpPath: o.env.YTDLP_PATH,
    maxBytes: o.env.YOUTUBE_MAX_BYTES,
    maxDurationSeconds: o.env.VIDEO_MAX_SECONDS,
    ...(o.testAllowance ? { testAllowance: o.testAllowance } : {}),
  })
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
    youtube: createYoutube(o),
    frames: createProofFrameExtractor({
      ffmpegPath: env.FFMPEG_PATH ?? 'ffmpeg',
      timeLimitMs: 120_000,
    }),
    evidence: createEvidenceKeeper({
      dataDir: env.dataDir,
      ...mediaTools(env),
      timeLimitMs: EVIDENCE_TIME_LIMIT_MS,
    }),
  }
}

/** Time limit of the key-frame extraction after the engine run. */
const EVIDENCE_TIME_LIMIT_MS = 120_000

/** The ffmpeg/ffprobe the engine would use (FFMPEG_PATH/FFPROBE_PATH, else the system's). */
function mediaTools(env: PipelineEnv): { ffmpegPath: string; ffprobePath: string } {
  try {
    const info = resolveFfmpeg({
      ...(env.FFMPEG_PATH ? { ffmpegPath: env.FFMPEG_PATH } : {}),
      ...(env.FFPROBE_PATH ? { ffprobePath: env.FFPROBE_PATH } : {}),
    })
    return { ffmpegPath: info.path, ffprobePath: info.probePath }
  } catch {
    return { ffmpegPath: env.FFMPEG_PATH ?? 'ffmpeg', ffprobePath: env.FFPROBE_PATH ?? 'ffprobe' }
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
