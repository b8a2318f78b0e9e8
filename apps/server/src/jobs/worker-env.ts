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
  /**
   * Time limit of one validation run (download, ffprobe, ffmpeg): past it the run is killed and
   * the submission Rejected with the reason, without retry. Capped at 90 % of JOB_EXPIRE_SECONDS.
   */
  VALIDATION_TIME_LIMIT_SECONDS: z.coerce.number().int().min(1).default(1500),
  /** With pg-boss, a job still active this long (its worker died) is handed to another worker. */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(2).default(1800),
  /** How often pg-boss looks for expired jobs of dead workers. */
  QUEUE_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(60),
  FFMPEG_PATH: z.string().optional(),
  FFPROBE_PATH: z.string().optional(),
  /** Hours a "the YouTube video still exists" answer is trusted before yt-dlp asks again. */
  SOURCE_CHECK_HOURS: z.coerce.number().positive().default(24),
}

/**
 * The validation time limit in force: below the queue's expiry, so that a worker records the
 * timeout before pg-boss would hand the job to another worker.
 */
export const validationTimeLimitSeconds = (
  env: Pick<PipelineEnv, 'VALIDATION_TIME_LIMIT_SECONDS' | 'JOB_EXPIRE_SECONDS'>,
) =>
  Math.max(1, Math.min(env.VALIDATION_TIME_LIMIT_SECONDS, Math.floor(env.JOB_EXPIRE_SECONDS * 0.9)))

export type PipelineEnv = z.infer<z.ZodObject<typeof PipelineEnvShape>> & {
  dataDir: string
  DATABASE_URL?: string | undefined
  YTDLP_PATH: string
}
