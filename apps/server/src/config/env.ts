import path from 'node:path'
import { z } from 'zod'
import { PipelineEnvShape } from '../jobs/worker-env.ts'

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true')

const EnvSchema = z.object({
  ...PipelineEnvShape,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  VALIDATOR_PORT: z.coerce.number().int().min(0).max(65535).default(5154),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  MAIL_FROM: z.string().default('X Level <no-reply@xlevel.local>'),
  BUSINESS_EMAIL: z.email().default('business@xlevel.gg'),
  SITE_ORIGIN: z.url().default('http://localhost:3000'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_REDIRECT_URI: z.string().default('postmessage'),
  /** Lifetime of an access token (JWT); short values let tests exercise the refresh. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  AUTH_RATE_LIMIT_LOGIN: z.coerce.number().int().positive().default(20),
  AUTH_RATE_LIMIT_LOGIN_EMAIL: z.coerce.number().int().positive().default(5),
  AUTH_RATE_LIMIT_REGISTER: z.coerce.number().int().positive().default(5),
  AUTH_RATE_LIMIT_FORGOT: z.coerce.number().int().positive().default(5),
  PARTNERS_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  PARTNERS_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(600_000),
  /** How long one GET /api/home answer is reused (it is the same for every visitor); 0 = never. */
  HOME_CACHE_MS: z.coerce.number().int().min(0).default(2000),
  PARTNERS_RETRY_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  YTDLP_PATH: z.string().default('yt-dlp'),
  /** Unset: demo pilots in the embedded database only; 1: on PostgreSQL too; 0: never. */
  SEED_DEMO: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true')),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag,
})

export type Env = z.infer<typeof EnvSchema> & { dataDir: string; webDist: string }

/** Parses an environment by a schema; fails with a list of every bad key (STYLE.md section 7). */
export function parseEnv<Schema extends z.ZodType>(
  schema: Schema,
  source: NodeJS.ProcessEnv,
): z.infer<Schema> {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    )
    throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  }
  return parsed.data
}

/** Parses the API's environment once. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const env = parseEnv(EnvSchema, source)
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
  }
}
