/**
 * `npm run bench:api`: loads 1,000,000 approved submissions from 100,000 pilots into a dedicated
 * PostgreSQL database, starts the real server against it (a child process), and drives the
 * rankings and home endpoints with autocannon at 50 connections beside a /api/health baseline.
 * Env: BENCH_PG_URL (an admin URL on the local server), BENCH_DURATION (seconds per endpoint),
 * BENCH_REUSE=1 (keep the data loaded by a previous run).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import autocannon, { type Result } from 'autocannon'
import pg from 'pg'
import { drizzle } from 'drizzle-orm/node-postgres'
import { openDatabase, type Database } from '../src/db/client.ts'
import * as schema from '../src/db/schema.ts'
import { rebuildRankingsAndProgress } from '../src/modules/progress/rebuild.repository.ts'
import { BENCH_PILOTS, BENCH_SUBMISSIONS, seedBenchData } from './seed-bench-data.ts'

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DATABASE = 'xlevel_bench'
const PORT = 3917
const CONNECTIONS = 50
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const P99_TARGET_MS = 20
const say = (line: string) => process.stdout.write(`${line}\n`)

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await work()
  say(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return result
}

/** Creates the bench database (or keeps it with BENCH_REUSE=1); true when it must be loaded. */
async function createDatabase(): Promise<{ url: string; fresh: boolean }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  await admin.connect()
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE])
  const reuse = process.env.BENCH_REUSE === '1' && exists.rowCount === 1
  if (!reuse) {
    await admin.query(`drop database if exists ${DATABASE} with (force)`)
    await admin.query(`create database ${DATABASE}`)
  }
  await admin.end()
  const url = new URL(ADMIN_URL)
  url.pathname = `/${DATABASE}`
  return { url: url.toString(), fresh: !reuse }
}

async function load(url: string, fresh: boolean) {
  const handle = await openDatabase({ databaseUrl: url, dataDir: null })
  await handle.close()
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  if (fresh) await fill(client)
  const { rows } = await client.query<{ pilots: number; user_id: string }>(
    `select b.pilots, e.user_id from ranking_boards b
     cross join lateral (select user_id from ranking_entries e
       where e.game_id = b.game_id and e.mode_id = b.mode_id
       order by score desc nulls last, approved_at, user_id offset b.pilots / 2 limit 1) e
     where b.game_id = 1 and b.mode_id = 1`,
  )
  await client.end()
  return { pilots: rows[0]!.pilots, midPilot: rows[0]!.user_id }
}

async function fill(client: pg.Client) {
  await timed(`insert ${BENCH_PILOTS} pilots + ${BENCH_SUBMISSIONS} submissions`, () =>
    seedBenchData(client),
  )
  const db = drizzle(client, { schema }) as unknown as Database
  await timed('rebuild rankings and progress', () =>
    db.transaction((tx) => rebuildRankingsAndProgress(tx)),
  )
  await timed('vacuum analyze', () => client.query('vacuum analyze'))
}

async function startServer(url: string, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`)
      .then((res) => res.ok)
      .catch(() => false)
    if (ok) return server
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  server.kill('SIGTERM')
  throw new Error('server did not start')
}

async function drive(name: string, pathAndQuery: string) {
  const url = `http://127.0.0.1:${PORT}${pathAndQuery}`
  const check = await fetch(url)
  if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`)
  await autocannon({ url, connections: CONNECTIONS, duration: 2 })
  const result: Result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION })
  return {
    name,
    path: pathAndQuery,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

function report(rows: Awaited<ReturnType<typeof drive>>[], setup: object) {
  const baseline = rows[0]!.requestsPerSecond
  const table = rows.map((row) => ({
    ...row,
    ofHealth: `${Math.round((row.requestsPerSecond / baseline) * 100)}%`,
    meetsP99: row.name === 'health' ? '-' : row.p99Ms < P99_TARGET_MS ? 'yes' : 'NO',
  }))
  say('')
  say('endpoint            req/s   p50 ms  p99 ms  max ms  errors  of health  p99<20ms')
  for (const row of table) {
    say(
      `${row.name.padEnd(18)} ${String(row.requestsPerSecond).padStart(6)} ${String(row.p50Ms).padStart(8)} ${String(row.p99Ms).padStart(7)} ${String(row.maxMs).padStart(7)} ${String(row.errors).padStart(7)} ${row.ofHealth.padStart(10)} ${row.meetsP99.padStart(9)}`,
    )
  }
  say('')
  say(
    JSON.stringify({
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      ...setup,
      results: table,
    }),
  )
}

async function main() {
  const { url, fresh } = await createDatabase()
  const { pilots, midPilot } = await load(url, fresh)
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'xl-bench-'))
  const server = await startServer(url, dataDir)
  try {
    const deepPage = Math.max(1, Math.floor(pilots / 20))
    const rows = []
    rows.push(await drive('health', '/api/health'))
    rows.push(await drive('ranking page 1', '/api/rankings?game=1&mode=1'))
    rows.push(
      await drive(`ranking page ${deepPage}`, `/api/rankings?game=1&mode=1&page=${deepPage}`),
    )
    rows.push(await drive('pilot rank', `/api/rankings?game=1&mode=1&user=${midPilot}`))
    rows.push(await drive('home', '/api/home'))
    report(rows, {
      pilotsOnBoard: pilots,
      submissions: BENCH_SUBMISSIONS,
      cpus: os.cpus().length,
      loadAverage1m: Number(os.loadavg()[0]!.toFixed(1)),
    })
  } finally {
    server.kill('SIGTERM')
    await rm(dataDir, { recursive: true, force: true })
  }
}

await main()
