import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '../src/app.ts'
import { loadEnv, type Env } from '../src/config/env.ts'
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts'

/** The PostgreSQL server that API tests use (trust auth on this machine and in CI). */
export const TEST_PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
export const DATABASE_KINDS = ['pglite', 'postgres'] as const
export type DatabaseKind = (typeof DATABASE_KINDS)[number]

/** Creates an empty PostgreSQL database for one suite; returns its URL and a drop function. */
export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `xl_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: TEST_PG_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(TEST_PG_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_PG_URL })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

export interface TestApp {
  app: FastifyInstance
  env: Env
  database: DatabaseHandle
  dataDir: string
}

/**
 * Builds the real app on a fresh database of the given kind and a temporary DATA_DIR, for
 * `app.inject()` tests; everything is closed and removed after the suite.
 */
export function build(kind: DatabaseKind, overrides: NodeJS.ProcessEnv = {}): () => TestApp {
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
    })
    await app.ready()
    context = { app, env, database, dataDir }
  }, 60_000)
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
