import { z } from 'zod'

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true')

const GIB = 1024 ** 3

/**
 * Environment keys of the submissions pipeline, shared by the API's and the validator's
 * config/env.ts (both spread this shape into their schema).
 */
export const PipelineEnvShape = {
  /** Largest accepted upload, bytes (default 4 GiB). */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(4 * GIB),
  /** Largest video yt-dlp may download, bytes (default 4 GiB). */
  YOUTUBE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(4 * GIB),
  /** Longest video accepted from YouTube, seconds (default 4 hours). */
  VIDEO_MAX_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(4 * 3600),
  /** Days a submitted video is kept after its submission; the proof frame and result stay. */
  VIDEO_RETENTION_DAYS: z.coerce.number().min(0).default(30),
  /** With DATABASE_URL: also run validation jobs in the API process. */
  RUN_WORKER: flag,
  /** Validation jobs one process runs at once. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(2),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(10),
  /** A job running longer is aborted; with pg-boss a dead worker's job is retried after it. */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(2).default(1800),
  /** How often pg-boss looks for expired jobs of dead workers. */
  QUEUE_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(60),
  FFMPEG_PATH: z.string().optional(),
  FFPROBE_PATH: z.string().optional(),
}

export type PipelineEnv = z.infer<z.ZodObject<typeof PipelineEnvShape>> & {
  dataDir: string
  DATABASE_URL?: string | undefined
  YTDLP_PATH: string
}
