/**
 * `npm run bench:load`: the API (apps/server) and two validator workers (apps/validator) as
 * separate processes on a dedicated PostgreSQL database, as in production.
 *
 * 1. HTTP: autocannon against health, login (argon2 included), refresh, a ranking page, home and
 *    submission creation (a real video upload) at 10, 50 and 200 connections, API alone; each
 *    endpoint's req/s is reported as a share of /api/health at the same connections.
 * 2. Queue: 50 pilots send 10 videos each (500 jobs) to the two workers; asserts that no pilot ever
 *    had more than MAX_ACTIVE_SUBMISSIONS running or queued, that a pilot at the limit is refused,
 *    and that every job finished exactly once (one pg-boss job, one attempt, one notification).
 * 3. Soak: BENCH_SOAK_SECONDS (default 600) of steady mixed reads; the API's RSS is sampled every
 *    5 s, printed, and drawn to docs/bench/load-soak-rss.svg.
 *
 * Env: BENCH_PG_URL, BENCH_DB (database, default xlevel_load), BENCH_PORT (API; the validators
 * listen on free ports), BENCH_DURATION (seconds per HTTP measurement, default 10),
 * BENCH_SOAK_SECONDS, BENCH_JOBS_PER_PILOT (default 10), BENCH_PHASES (comma list of http,queue,soak;
 * default all).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import autocannon, { type Options } from 'autocannon'
import pg from 'pg'
import { MAX_ACTIVE_SUBMISSIONS } from '@app/shared'
import { loadSecrets } from '../src/config/secrets.ts'
import { createAccessTokens } from '../src/modules/auth/tokens.ts'
import { makeClip, multipart } from '../test/submissions/support.ts'
import { NO_RATE_LIMITS, STRONG_PASSWORD } from '../test/auth/session.ts'
import {
  cpuMs,
  createBenchDatabase,
  measure,
  printTable,
  say,
  timed,
  type Measurement,
} from './support.ts'
import { startApi, startWorker, type ServiceProcess } from '../../../e2e/support/processes.ts'
import { rssChartSvg } from './rss-chart.ts'

/** API port; the two validators take the next two. */
const PORT = Number(process.env.BENCH_PORT ?? 3927)
const DATABASE = process.env.BENCH_DB ?? 'xlevel_load'
const BASE = `http://127.0.0.1:${PORT}`
/** The site's origin: the API serves the web app (processes.ts sets SITE_ORIGIN to it). */
const SITE = BASE
const LEVELS = [10, 50, 200]
const SECONDS = Number(process.env.BENCH_DURATION ?? 10)
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600)
const PHASES = new Set((process.env.BENCH_PHASES ?? 'http,queue,soak').split(','))
const LOGIN_PILOTS = 50
const UPLOAD_PILOTS = 20_000
const QUEUE_PILOTS = 50
const JOBS_PER_PILOT = Number(process.env.BENCH_JOBS_PER_PILOT ?? 10)
const RSS_SAMPLE_MS = 5000
/** Jobs each validator process runs at once (a job mostly waits on its ffmpeg processes). */
const WORKER_CONCURRENCY = process.env.BENCH_WORKER_CONCURRENCY ?? '4'
const CHART = new URL('../../../docs/bench/load-soak-rss.svg', import.meta.url).pathname
/** The upload of every run: a one-second 640x360 clip with a score counter (read as valid). */
const RUN_FIELDS = { gameId: 6, platformId: 2, modeId: 1, levelId: 2 }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const email = (n: number) => `load-${n}@bench.invalid`

async function api(method: string, url: string, init: { token?: string; body?: object } = {}) {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      origin: SITE,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  })
  return { status: res.status, json: (await res.json().catch(() => null)) as unknown }
}

/** Signs pilot `n` in: its id and an access token. */
async function signIn(n: number): Promise<{ id: string; token: string }> {
  const login = await api('POST', '/api/auth/login', {
    body: { email: email(n), password: STRONG_PASSWORD },
  })
  if (login.status !== 200) throw new Error(`login of pilot ${n}: ${login.status}`)
  const { accessToken, user } = login.json as { accessToken: string; user: { id: string } }
  return { id: user.id, token: accessToken }
}

/** Registers pilots `from` to `to - 1` through the API (argon2 hashing included). */
async function registerPilots(from: number, to: number): Promise<void> {
  for (let n = from; n < to; n += 1) {
    const res = await api('POST', '/api/auth/register', {
      body: { email: email(n), password: STRONG_PASSWORD },
    })
    if (res.status !== 201) throw new Error(`registration of pilot ${n}: ${res.status}`)
  }
}

/**
 * Pilots for the upload measurement, inserted directly (each can hold only
 * MAX_ACTIVE_SUBMISSIONS runs at once), with access tokens signed by the server's own key.
 */
async function uploadTokens(db: pg.Client, dataDir: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, nickname) select 'upload-' || g || '@bench.invalid', 'Upload ' || g
     from generate_series(1, $1) g returning id`,
    [UPLOAD_PILOTS],
  )
  const secrets = await loadSecrets(dataDir)
  const tokens = createAccessTokens({ key: secrets.jwtKey, issuer: SITE, ttlSeconds: 3600 })
  return Promise.all(
    rows.map((row) => tokens.sign({ id: row.id, role: 'pilot', sessionId: row.id })),
  )
}

const refreshCookieIn = (headers: Record<string, string | string[]>) => {
  const cookies = ([] as string[]).concat(headers['set-cookie'] ?? [])
  return /xl_refresh=([^;]+)/.exec(cookies.join('\n'))?.[1]
}

/** Signs pilots in (argon2 verifications, four at a time) until `pool` holds `count` tokens. */
async function topUpRefreshTokens(pool: string[], count: number) {
  let turn = 0
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (pool.length < count) {
        const res = await fetch(`${BASE}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: SITE },
          body: JSON.stringify({
            email: email((turn += 1) % LOGIN_PILOTS),
            password: STRONG_PASSWORD,
          }),
        })
        const token = /xl_refresh=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
        if (token) pool.push(token)
      }
    }),
  )
}

async function httpPhase(
  db: pg.Client,
  dataDir: string,
  clip: Buffer,
  apiPid: number,
): Promise<Measurement[]> {
  const [board] = (
    await db.query<{ game: number; mode: number }>(
      'select game_id as game, mode_id as mode from ranking_boards order by pilots desc limit 1',
    )
  ).rows
  if (!board) throw new Error('no ranking board: the demo seed did not load')
  const upload = multipart(RUN_FIELDS, { content: clip, filename: 'run.mp4' })
  const uploaders = await timed(`sign in ${UPLOAD_PILOTS} uploading pilots`, () =>
    uploadTokens(db, dataDir),
  )
  let uploads = 0
  // Refresh tokens harvested from the logins; each refresh hands its successor back.
  const refreshTokens: string[] = []
  let loginTurn = 0

  const endpoints: { name: string; options: () => Options }[] = [
    { name: 'health', options: () => ({ url: `${BASE}/api/health` }) },
    {
      name: 'login',
      options: () => ({
        url: `${BASE}/api/auth/login`,
        // argon2 verifications queue up at high concurrency: wait for them instead of cutting off.
        timeout: 60,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              headers: { 'content-type': 'application/json', origin: SITE },
              body: JSON.stringify({
                email: email((loginTurn += 1) % LOGIN_PILOTS),
                password: STRONG_PASSWORD,
              }),
            }),
            onResponse: (_status, _body, _context, headers) => {
              const token = refreshCookieIn(headers)
              if (token) refreshTokens.push(token)
            },
          },
        ],
      }),
    },
    {
      name: 'refresh',
      options: () => ({
        url: `${BASE}/api/auth/refresh`,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              headers: { origin: SITE, cookie: `xl_refresh=${refreshTokens.shift() ?? 'none'}` },
            }),
            onResponse: (_status, _body, _context, headers) => {
              const token = refreshCookieIn(headers)
              if (token) refreshTokens.push(token)
            },
          },
        ],
      }),
    },
    {
      name: 'ranking page',
      options: () => ({ url: `${BASE}/api/rankings?game=${board.game}&mode=${board.mode}` }),
    },
    { name: 'home', options: () => ({ url: `${BASE}/api/home` }) },
    {
      name: 'create submission',
      options: () => ({
        url: `${BASE}/api/submissions`,
        requests: [
          {
            method: 'POST',
            body: upload.payload,
            setupRequest: (request) => {
              const token = uploaders[Math.floor(uploads / MAX_ACTIVE_SUBMISSIONS)] ?? ''
              uploads += 1
              return {
                ...request,
                headers: { ...upload.headers, authorization: `Bearer ${token}` },
              }
            },
          },
        ],
      }),
    },
  ]
  const rows: Measurement[] = []
  for (const endpoint of endpoints) {
    for (const connections of LEVELS) {
      await settle(apiPid)
      if (endpoint.name === 'refresh') await topUpRefreshTokens(refreshTokens, 2 * connections)
      const options = { ...endpoint.options(), connections }
      const row = await measure(endpoint.name, options, SECONDS, apiPid)
      say(`${row.name} @${connections}: ${row.requestsPerSecond} req/s, p99 ${row.p99Ms} ms`)
      rows.push(row)
    }
  }
  if (uploads > uploaders.length * MAX_ACTIVE_SUBMISSIONS) {
    say(`note: ${uploads} uploads for ${uploaders.length} pilots; the last ones were refused`)
  }
  return rows
}

/** Removes the runs of the HTTP phase so that the queue phase starts from an empty queue. */
async function emptyQueue(db: pg.Client) {
  await db.query(`delete from pgboss.job`)
  await db.query(
    `delete from submissions where user_id in (select id from users where not is_demo)`,
  )
}

interface QueueReport {
  jobs: number
  seconds: number
  jobsPerSecond: number
  maxActiveSeen: number
  refusedAtLimit: number
  /** Uploads answered 503 (database busy, retryable) and sent again. */
  retryable: number
  /** Finished submissions by status (approved, rejected, under_review). */
  verdicts: Record<string, number>
  problems: string[]
}

async function queuePhase(db: pg.Client, clip: Buffer): Promise<QueueReport> {
  const pilots = []
  for (let n = 0; n < QUEUE_PILOTS; n += 1) pilots.push(await signIn(n))
  const upload = multipart(RUN_FIELDS, { content: clip, filename: 'run.mp4' })
  const send = (token: string) =>
    fetch(`${BASE}/api/submissions`, {
      method: 'POST',
      headers: { ...upload.headers, authorization: `Bearer ${token}` },
      body: upload.payload,
    })
  const active = async (token: string) => {
    const list = await api('GET', `/api/submissions?pageSize=${JOBS_PER_PILOT}`, { token })
    const items = (list.json as { items: { jobState: string }[] }).items
    return items.filter((item) => item.jobState === 'queued' || item.jobState === 'running').length
  }

  let maxActiveSeen = 0
  let watching = true
  const watcher = (async () => {
    while (watching) {
      const { rows } = await db.query<{ most: number | null }>(
        `select max(n)::int as most from (select count(*) as n from submissions
         where job_state in ('queued', 'running') group by user_id) per_pilot`,
      )
      maxActiveSeen = Math.max(maxActiveSeen, rows[0]?.most ?? 0)
      await sleep(100)
    }
  })()

  let refusedAtLimit = 0
  let retryable = 0
  const problems: string[] = []
  const started = performance.now()
  const progress = setInterval(() => {
    void db
      .query<{ state: string; n: number }>(
        `select job_state as state, count(*)::int as n from submissions s
         join users u on u.id = s.user_id where not u.is_demo group by job_state`,
      )
      .then(({ rows }) => {
        const seconds = Math.round((performance.now() - started) / 1000)
        say(`queue at ${seconds} s: ${rows.map((row) => `${row.state} ${row.n}`).join(', ')}`)
      })
  }, 60_000)
  await Promise.all(
    pilots.map(async (pilot) => {
      let sent = 0
      let probed = false
      // 201 counts; 429 at the limit is the answer wanted; 503 (database busy) is retryable.
      const outcome = async (status: number, probe: boolean) => {
        if (status === 201) sent += 1
        else if (status === 429 && probe) {
          probed = true
          refusedAtLimit += 1
        } else if (status === 503 || status === 429) {
          if (status === 503) retryable += 1
          await sleep(1000)
        } else problems.push(`upload answered ${status}`)
      }
      while (sent < JOBS_PER_PILOT) {
        const running = await active(pilot.token)
        const atLimit = running >= MAX_ACTIVE_SUBMISSIONS
        // At the limit, one upload more must be refused (a run may end meanwhile: then it counts).
        if (atLimit && probed) {
          await sleep(500)
          continue
        }
        await outcome((await send(pilot.token)).status, atLimit)
      }
    }),
  )
  const total = QUEUE_PILOTS * JOBS_PER_PILOT
  for (;;) {
    const { rows } = await db.query<{ open: number }>(
      `select count(*)::int as open from submissions where job_state in ('queued', 'running')`,
    )
    if (rows[0]!.open === 0) break
    await sleep(500)
  }
  const seconds = (performance.now() - started) / 1000
  clearInterval(progress)
  watching = false
  await watcher

  const { rows: checks } = await db.query<{
    submissions: number
    unfinished: number
    retried: number
    not_one_job: number
    not_one_notice: number
  }>(
    `select count(*)::int as submissions,
       count(*) filter (where s.job_state not in ('done', 'failed'))::int as unfinished,
       count(*) filter (where s.attempts <> 1)::int as retried,
       count(*) filter (where (select count(*) from pgboss.job j
         where j.data->>'submissionId' = s.id::text and j.state = 'completed') <> 1)::int
         as not_one_job,
       count(*) filter (where (select count(*) from notifications n
         where n.kind = 'validation' and n.data->>'submissionId' = s.id::text)
         <> case when s.status = 'under_review' then 0 else 1 end)::int as not_one_notice
     from submissions s join users u on u.id = s.user_id where not u.is_demo`,
  )
  const check = checks[0]!
  if (check.submissions !== total) problems.push(`${check.submissions} submissions, not ${total}`)
  if (check.unfinished) problems.push(`${check.unfinished} submissions not finished`)
  if (check.retried) problems.push(`${check.retried} submissions ran more than once`)
  if (check.not_one_job) problems.push(`${check.not_one_job} without exactly one completed job`)
  if (check.not_one_notice) {
    problems.push(`${check.not_one_notice} verdicts without exactly one notification`)
  }
  if (maxActiveSeen > MAX_ACTIVE_SUBMISSIONS) {
    problems.push(`a pilot had ${maxActiveSeen} active runs (limit ${MAX_ACTIVE_SUBMISSIONS})`)
  }
  if (refusedAtLimit !== QUEUE_PILOTS) {
    problems.push(`${refusedAtLimit} of ${QUEUE_PILOTS} pilots at the limit were refused`)
  }
  const { rows: statuses } = await db.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from submissions s join users u on u.id = s.user_id ' +
      'where not u.is_demo group by status',
  )
  return {
    verdicts: Object.fromEntries(statuses.map((row) => [row.status, row.n])),
    jobs: total,
    seconds: Math.round(seconds),
    jobsPerSecond: Number((total / seconds).toFixed(2)),
    maxActiveSeen,
    refusedAtLimit,
    retryable,
    problems,
  }
}

/**
 * Waits until the API process is nearly idle (under 10 % of a core over a second), so that work
 * still queued from one measurement (argon2 hashes of timed-out logins) does not slow the next.
 */
async function settle(pid: number) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const before = await cpuMs(pid)
    await sleep(1000)
    if ((await cpuMs(pid)) - before < 100) return
  }
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round((kb / 1024) * 10) / 10
}

/** Steady mixed reads for SOAK_SECONDS while the API's RSS is sampled. */
async function soakPhase(db: pg.Client, apiPid: number) {
  const [board] = (
    await db.query<{ game: number; mode: number }>(
      'select game_id as game, mode_id as mode from ranking_boards order by pilots desc limit 1',
    )
  ).rows
  const auth = { authorization: `Bearer ${(await signIn(0)).token}` }
  const samples: { second: number; rssMb: number }[] = []
  const started = performance.now()
  const sample = async () =>
    samples.push({
      second: Math.round((performance.now() - started) / 1000),
      rssMb: await rssMb(apiPid),
    })
  await sample()
  const timer = setInterval(() => void sample(), RSS_SAMPLE_MS)
  const result = await autocannon({
    url: BASE,
    connections: 20,
    overallRate: 400,
    duration: SOAK_SECONDS,
    requests: [
      { method: 'GET', path: '/api/health' },
      { method: 'GET', path: `/api/rankings?game=${board!.game}&mode=${board!.mode}` },
      { method: 'GET', path: `/api/rankings?game=${board!.game}&mode=${board!.mode}&page=2` },
      { method: 'GET', path: '/api/rankings/global' },
      { method: 'GET', path: '/api/home' },
      { method: 'GET', path: '/api/submissions', headers: auth },
      { method: 'GET', path: '/api/notifications', headers: auth },
      { method: 'GET', path: '/api/players?q=pilot' },
    ],
  })
  clearInterval(timer)
  await sample()
  const minute = samples.filter((s) => s.second >= 60 && s.second < 120)
  const last = samples.filter((s) => s.second >= SOAK_SECONDS - 60)
  const mean = (list: typeof samples) => list.reduce((sum, s) => sum + s.rssMb, 0) / list.length
  const growth = minute.length && last.length ? mean(last) - mean(minute) : 0
  return {
    samples,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    growthMb: Number(growth.toFixed(1)),
  }
}

async function main() {
  const { url } = await createBenchDatabase(DATABASE)
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'xl-load-'))
  const clip = await readFile(
    await makeClip(path.join(dataDir, 'clip.mp4'), {
      seconds: 1,
      score: 'SCORE %{eif:1000+n*10:d}',
    }),
  )
  const db = new pg.Client({ connectionString: url })
  const env = { ...NO_RATE_LIMITS, AUTH_RATE_LIMIT_LOGIN: '100000000', SEED_DEMO: '1' }
  const apiProcess = await startApi(
    {
      ...env,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    'bench api',
  )
  const apiPid = apiProcess.child.pid!
  const workers: ServiceProcess[] = []
  try {
    await db.connect()
    await timed(`register ${LOGIN_PILOTS} pilots`, () => registerPilots(0, LOGIN_PILOTS))
    const startWorkersAndQueue = async () => {
      for (const name of ['worker A', 'worker B']) {
        const env = { DATABASE_URL: url, DATA_DIR: dataDir, WORKER_CONCURRENCY }
        workers.push(await startWorker(env, name))
      }
      return queuePhase(db, clip)
    }
    let rows: Measurement[] = []
    if (PHASES.has('http')) {
      rows = await httpPhase(db, dataDir, clip, apiPid)
      printTable(rows)
      // Uploads that autocannon gave up on may still be running in the API: let them end first.
      await settle(apiPid)
      await emptyQueue(db)
    }
    // The soak runs while the queue phase uploads and validates: steady reads beside real work.
    const [queue, soak] = await Promise.all([
      PHASES.has('queue') ? startWorkersAndQueue() : null,
      PHASES.has('soak') ? soakPhase(db, apiPid) : null,
    ])
    if (queue) {
      say(
        `queue: ${queue.jobs} jobs from ${QUEUE_PILOTS} pilots in ${queue.seconds} s ` +
          `(${queue.jobsPerSecond} jobs/s on 2 workers x ${WORKER_CONCURRENCY}); most active ` +
          `runs of one pilot: ${queue.maxActiveSeen} (limit ${MAX_ACTIVE_SUBMISSIONS}); pilots ` +
          `refused at the limit: ${queue.refusedAtLimit}/${QUEUE_PILOTS}; 503 retried: ` +
          `${queue.retryable}; verdicts: ` +
          `${JSON.stringify(queue.verdicts)}; problems: ${queue.problems.length ? queue.problems.join('; ') : 'none'}`,
      )
    }
    if (soak) {
      say('')
      say('API RSS during the soak (second: MB)')
      say(soak.samples.map((s) => `${s.second}: ${s.rssMb}`).join(', '))
      say(
        `soak: ${soak.requests} requests, ${soak.errors} errors; RSS last minute minus second ` +
          `minute: ${soak.growthMb} MB`,
      )
      await writeFile(CHART, rssChartSvg(soak.samples, { date: new Date().toISOString() }))
      say(`chart: ${path.relative(process.cwd(), CHART)}`)
    }
    say(
      JSON.stringify({
        cpus: os.cpus().length,
        loadAverage1m: Number(os.loadavg()[0]!.toFixed(1)),
        http: rows,
        queue,
        soak: soak && { ...soak, samples: soak.samples.length },
      }),
    )
    if (queue?.problems.length) process.exitCode = 1
  } finally {
    await db.end()
    for (const worker of workers) await worker.stop()
    await apiProcess.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

await main()
