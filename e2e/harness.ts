/**
 * Browser-test harness: starts the real server (built web app + API) on a free port with a fresh
 * DATA_DIR and drives Debian's Chromium through playwright-core. Two database modes:
 * - embedded (default): PGlite in DATA_DIR; the API process runs the validation jobs;
 * - PostgreSQL (`E2E_DATABASE=postgres`, the `e2e-pg` project): each stack gets its own fresh
 *   database on the test server (TEST_PG_URL, 127.0.0.1:5432), dropped on stop; the API only
 *   enqueues and two `apps/validator` processes, sharing its DATA_DIR, run the jobs. Rows a test
 *   seeded in an embedded database in DATA_DIR are copied into it first.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from 'playwright-core'
import { is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { openDatabase } from '../apps/server/src/db/client.ts'
import * as schema from '../apps/server/src/db/schema.ts'
import { createPgDatabase } from '../apps/server/test/pg-server.ts'
import { freePort } from '../apps/server/test/free-port.ts'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const hasChromium = existsSync(CHROMIUM_PATH)
const root = new URL('..', import.meta.url).pathname
const tsx = path.join(root, 'node_modules/.bin/tsx')

/** True in the PostgreSQL mode (`E2E_DATABASE=postgres`). */
const onPostgres = () => process.env.E2E_DATABASE === 'postgres'

/**
 * In the PostgreSQL mode, copies the rows of the embedded database that a test seeded in
 * `dataDir` (openDatabase({ dataDir }) before startStack) into the stack's database, so the same
 * seeding helpers serve both modes. Foreign-key triggers are off for the copy
 * (session_replication_role = replica), so the tables go in any order.
 */
async function copySeededRows(dataDir: string, databaseUrl: string): Promise<void> {
  const [from, to] = await Promise.all([
    openDatabase({ dataDir }),
    openDatabase({ databaseUrl, dataDir: null }),
  ])
  try {
    const tables = new Set(Object.values(schema).filter((value) => is(value, PgTable)))
    await to.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`)
      for (const table of tables) {
        const rows = await from.db.select().from(table)
        for (let i = 0; i < rows.length; i += 500) {
          await tx.insert(table).values(rows.slice(i, i + 500))
        }
      }
    })
  } finally {
    await Promise.all([from.close(), to.close()])
  }
}

export { freePort }

/** How long a stack may take to answer /health (a busy machine takes well over a minute). */
const START_TIMEOUT_MS = 150_000

async function waitForHealth(url: string, child: ChildProcess, logs: string[]): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not become healthy:\n${logs.join('')}`)
}

/** A child process of the stack, its output kept in `logs`. */
function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv, logs: string[]) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()))
  return child
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

export interface Stack {
  baseUrl: string
  dataDir: string
  logs: string[]
  stop(): Promise<void>
}

export interface StackOptions {
  /**
   * PostgreSQL mode only: how many `apps/validator` processes run the jobs (default 2). With 0 the
   * API process runs them itself (RUN_WORKER=1), for a test entry whose test-only options
   * (such as a fake YouTube) live in the API process.
   */
  validators?: number
}

/**
 * Starts `apps/server` as its own process, exactly as `npm start` does, or another server entry
 * (a test-only one, such as e2e/support/server-with-fake-youtube.ts); in the PostgreSQL mode also
 * its database and validator processes. `env.DATA_DIR` replaces the fresh data dir.
 */
export async function startStack(
  env: NodeJS.ProcessEnv = {},
  entry = 'apps/server/src/server.ts',
  options: StackOptions = {},
): Promise<Stack> {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first')
  }
  const ownDir = env.DATA_DIR ? null : await mkdtemp(path.join(os.tmpdir(), 'xl-e2e-'))
  const dataDir = env.DATA_DIR ?? (ownDir as string)
  const pg = onPostgres() ? await createPgDatabase() : null
  const validators = pg ? (options.validators ?? 2) : 0
  const port = await freePort()
  const logs: string[] = []
  const base = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(pg ? { DATABASE_URL: pg.url, RUN_WORKER: validators ? '0' : '1' } : {}),
  }
  const children: ChildProcess[] = []
  const stop = async () => {
    await Promise.all(children.map(stopChild))
    await pg?.drop()
    if (ownDir) await rm(ownDir, { recursive: true, force: true })
  }
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    if (pg && existsSync(path.join(dataDir, 'pglite'))) await copySeededRows(dataDir, pg.url)
    const api = spawnLogged(
      tsx,
      [entry],
      {
        ...base,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_ORIGIN: baseUrl,
        // The embedded database gets the demo pilots by default; PostgreSQL only when asked.
        ...(pg ? { SEED_DEMO: '1' } : {}),
        ...env,
      },
      logs,
    )
    children.push(api)
    const ready = [waitForHealth(`${baseUrl}/api/health`, api, logs)]
    for (let i = 0; i < validators; i++) {
      const validatorPort = await freePort()
      // One node process (no tsx wrapper), so a signal reaches the worker itself.
      const validator = spawnLogged(
        process.execPath,
        ['--import', 'tsx', 'apps/validator/src/main.ts'],
        { ...base, ...env, VALIDATOR_PORT: String(validatorPort) },
        logs,
      )
      children.push(validator)
      // The validator listens once its queue worker has started.
      ready.push(waitForHealth(`http://127.0.0.1:${validatorPort}/health`, validator, logs))
    }
    await Promise.all(ready)
  } catch (error) {
    for (const child of children) child.kill('SIGKILL')
    await stop()
    throw error
  }
  return { baseUrl, dataDir, logs, stop }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--autoplay-policy=no-user-gesture-required',
    ],
  })
}

/** A fresh browser context (own cookies and storage) pointed at the stack. */
export async function newContext(
  browser: Browser,
  stack: Stack,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: stack.baseUrl, locale: 'en-US', ...options })
}
