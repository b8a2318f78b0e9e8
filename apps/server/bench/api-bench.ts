/**
 * `npm run bench:api`: loads 1,000,000 approved submissions from 100,000 pilots into a dedicated
 * PostgreSQL database, starts the real server against it (a child process), and drives the
 * rankings and home endpoints with autocannon at 50 connections beside a /api/health baseline.
 * Env: BENCH_PG_URL (an admin URL on the local server), BENCH_DURATION (seconds per endpoint),
 * BENCH_REUSE=1 (keep the data loaded by a previous run).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { drizzle } from 'drizzle-orm/node-postgres'
import { openDatabase, type Database } from '../src/db/client.ts'
import * as schema from '../src/db/schema.ts'
import { rebuildRankingsAndProgress } from '../src/modules/progress/rebuild.repository.ts'
import { BENCH_PILOTS, BENCH_SUBMISSIONS, seedBenchData } from './seed-bench-data.ts'
import {
  createBenchDatabase,
  measure,
  printTable,
  say,
  timed,
  type Measurement,
} from './support.ts'
import { startApi } from '../../../e2e/support/processes.ts'

const PORT = 3917
const CONNECTIONS = 50
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const P99_TARGET_MS = 20

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

async function drive(name: string, pathAndQuery: string, serverPid: number): Promise<Measurement> {
  const url = `http://127.0.0.1:${PORT}${pathAndQuery}`
  const check = await fetch(url)
  if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`)
  return measure(name, { url, connections: CONNECTIONS }, DURATION, serverPid)
}

async function main() {
  const { url, fresh } = await createBenchDatabase('xlevel_bench', process.env.BENCH_REUSE === '1')
  const { pilots, midPilot } = await load(url, fresh)
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'xl-bench-'))
  const server = await startApi(
    {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    'bench api',
  )
  const pid = server.child.pid!
  try {
    const deepPage = Math.max(1, Math.floor(pilots / 20))
    const rows: Measurement[] = []
    rows.push(await drive('health', '/api/health', pid))
    rows.push(await drive('ranking page 1', '/api/rankings?game=1&mode=1', pid))
    rows.push(
      await drive(`ranking page ${deepPage}`, `/api/rankings?game=1&mode=1&page=${deepPage}`, pid),
    )
    rows.push(await drive('pilot rank', `/api/rankings?game=1&mode=1&user=${midPilot}`, pid))
    rows.push(await drive('home', '/api/home', pid))
    rows.push(await drive('global X ranking', '/api/rankings/global', pid))
    printTable(rows, (row) =>
      row.name === 'health' ? '' : row.p99Ms < P99_TARGET_MS ? '  p99 < 20 ms' : '  p99 OVER 20 ms',
    )
    say(
      JSON.stringify({
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        pilotsOnBoard: pilots,
        submissions: BENCH_SUBMISSIONS,
        cpus: os.cpus().length,
        loadAverage1m: Number(os.loadavg()[0]!.toFixed(1)),
        results: rows,
      }),
    )
  } finally {
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

await main()
