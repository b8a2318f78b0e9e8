import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { buildApp, type AppDeps } from '../src/app.ts'
import { loadEnv, type Env } from '../src/config/env.ts'
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts'
import { createPgDatabase } from './pg-server.ts'
import type { SubmissionsTestOptions } from '../src/modules/submissions/submissions.plugin.ts'

export { TEST_PG_URL, createPgDatabase } from './pg-server.ts'
export const DATABASE_KINDS = ['pglite', 'postgres'] as const
export type DatabaseKind = (typeof DATABASE_KINDS)[number]

export interface TestApp {
  app: FastifyInstance
  env: Env
  database: DatabaseHandle
  dataDir: string
  /** The suite's PostgreSQL database (undefined on PGlite). */
  databaseUrl: string | undefined
}

export interface TestDeps extends Pick<AppDeps, 'onRoute'> {
  /** Submissions test options, made once the suite's own servers are up (in beforeAll). */
  submissions?: () => SubmissionsTestOptions
}

/**
 * Builds the real app on a fresh database of the given kind and a temporary DATA_DIR, for
 * `app.inject()` tests; everything is closed and removed after the suite.
 */
export function build(
  kind: DatabaseKind,
  overrides: NodeJS.ProcessEnv = {},
  deps: TestDeps = {},
): () => TestApp {
  let context: TestApp | undefined
  let dropPg: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'xl-test-'))
    let databaseUrl: string | undefined
    if (kind === 'postgres') {
      const created = await createPgDatabase()
      databaseUrl = created.url
      dropPg = created.drop
    }
    const env = loadEnv({
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...overrides,
    })
    const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? null : dataDir })
    const app = await buildApp({
      env,
      database,
      secrets: { jwtKey: randomBytes(32).toString('hex') },
      onRoute: deps.onRoute,
      submissions: deps.submissions?.(),
    })
    await app.ready()
    context = { app, env, database, dataDir, databaseUrl }
  }, 120_000)
  afterAll(async () => {
    if (!context) return
    await context.app.close()
    await context.database.close()
    await dropPg?.()
    await rm(context.dataDir, { recursive: true, force: true })
  })
  return () => {
    if (!context) throw new Error('test app not built yet')
    return context
  }
}
