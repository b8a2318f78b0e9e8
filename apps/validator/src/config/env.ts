import path from 'node:path'
import { z } from 'zod'
import { parseEnv } from '../../../server/src/config/env.ts'
import { PipelineEnvShape } from '../../../server/src/jobs/worker-env.ts'

const EnvSchema = z.object({
  ...PipelineEnvShape,
  VALIDATOR_PORT: z.coerce.number().int().min(0).max(65535).default(5154),
  /** Bearer token that callers must present; without one the service listens on loopback only. */
  VALIDATOR_TOKEN: z.string().min(16).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  YTDLP_PATH: z.string().default('yt-dlp'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export type ValidatorEnv = z.infer<typeof EnvSchema> & { dataDir: string; host: string }

export function loadEnv(source: NodeJS.ProcessEnv = process.env): ValidatorEnv {
  const env = parseEnv(EnvSchema, source)
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    host: env.VALIDATOR_TOKEN ? '0.0.0.0' : '127.0.0.1',
  }
}
