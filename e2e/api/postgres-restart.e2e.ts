/**
 * Fault: PostgreSQL restarted under load. A private cluster (e2e/support/private-postgres.ts; the
 * machine's shared server is never touched) carries the API and two `apps/validator` workers;
 * pilots read pages and upload runs while `pg_ctl restart -m fast` cuts every connection. The
 * service must recover by itself, requests caught by the restart must fail with 503 + Retry-After
 * (retryable, never a 500), and every accepted run must be validated exactly once.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Submission } from '@app/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NO_RATE_LIMITS } from '../../apps/server/test/auth/session.ts'
import { waitFor } from '../../apps/server/test/submissions/support.ts'
import { makeClip } from '../web/start-x-level-steps.ts'
import { httpPilot, type HttpAnswer, type HttpPilot } from '../support/http-pilot.ts'
import { ledger } from '../support/ledger.ts'
import {
  privatePostgresUnavailable,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../support/private-postgres.ts'
import {
  startApi,
  startWorker,
  type ApiProcess,
  type ServiceProcess,
} from '../support/processes.ts'

const unavailable = privatePostgresUnavailable()
const UPLOADERS = 8
const READERS = 4

interface Outcome {
  what: string
  status: number
  retryAfter: string | null
  body: unknown
}

/** The job state and status of submission `id` once its job has ended; logs `logs()` if never. */
async function settled(db: pg.Client, id: string, timeoutMs: number, logs: () => string[]) {
  return waitFor(async () => {
    const { rows } = await db.query<{ job_state: string; status: string }>(
      'select job_state, status from submissions where id = $1',
      [id],
    )
    const row = rows[0]
    return row && row.job_state !== 'queued' && row.job_state !== 'running' ? row : undefined
  }, timeoutMs).catch((err: unknown) => {
    console.error(...logs())
    throw err
  })
}

describe.skipIf(unavailable !== null)('PostgreSQL restarted under load', () => {
  let postgres: PrivatePostgres
  let api: ApiProcess
  let workers: ServiceProcess[] = []
  let dataDir = ''
  let databaseUrl = ''
  let clip: Buffer
  let env: NodeJS.ProcessEnv = {}
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'xl-pgrestart-'))
    postgres = await startPrivatePostgres()
    databaseUrl = await postgres.createDatabase('xlevel')
    env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JOB_EXPIRE_SECONDS: '40',
      JOB_RETRY_DELAY_SECONDS: '1',
      QUEUE_MAINTENANCE_SECONDS: '2',
      ...NO_RATE_LIMITS,
    }
    api = await startApi(env)
    workers = await Promise.all([startWorker(env, 'worker A'), startWorker(env, 'worker B')])
    clip = await readFile(await makeClip(path.join(dataDir, 'run.mp4')))
  }, 240_000)
  afterAll(async () => {
    await Promise.all([api?.stop(), ...workers.map((worker) => worker.stop())])
    await postgres?.destroy()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('recovers by itself; requests caught by the restart get 503 + Retry-After; nothing lost or doubled', async () => {
    const pilots: HttpPilot[] = []
    for (let i = 0; i < UPLOADERS + READERS; i++) pilots.push(await httpPilot(api.baseUrl))
    const outcomes: Outcome[] = []
    const record = (what: string, answer: HttpAnswer) =>
      outcomes.push({
        what,
        status: answer.status,
        retryAfter: answer.headers.get('retry-after'),
        body: answer.body,
      })
    const dropped = { status: 0, headers: new Headers(), body: 'connection dropped' }
    const accepted = new Map<string, string>()
    const upload = async (me: HttpPilot) => {
      const sent = await me.upload(clip).catch(() => dropped)
      record('POST /submissions', sent)
      if (sent.status === 201) accepted.set(me.id, (sent.body as Submission).id)
      return sent.status
    }

    let loading = true
    // Readers hit database-backed pages in a loop until the service has recovered.
    const readers = pilots.slice(UPLOADERS).map(async (me) => {
      while (loading) {
        for (const url of ['/health', '/submissions', '/notifications', '/rankings/global']) {
          record(`GET ${url}`, await me.get(url).catch(() => dropped))
        }
      }
    })
    // Uploaders send one run each, spread over the restart.
    const uploads = pilots.slice(0, UPLOADERS).map(async (me, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 300))
      await upload(me)
    })
    await new Promise((resolve) => setTimeout(resolve, 600))
    await postgres.restart()
    await Promise.all(uploads)

    // Recovered by itself (a client honouring Retry-After gets through): a new pilot signs up and
    // sends a run, with no restart of the API or the workers.
    const refusals: unknown[] = []
    const recovered = async () => {
      const late = await waitFor(
        () => httpPilot(api.baseUrl).catch((err: unknown) => void refusals.push(err)),
        60_000,
      )
      await waitFor(async () => ((await upload(late)) === 201 ? true : undefined), 60_000)
      return late
    }
    const late = await recovered().catch((err: unknown) => {
      console.error(
        refusals.slice(-3),
        outcomes.slice(-3),
        api.log(),
        workers.map((w) => w.log()),
      )
      throw err
    })
    loading = false
    await Promise.all(readers)

    const tally = new Map<string, number>()
    for (const o of outcomes)
      tally.set(`${o.what} ${o.status}`, (tally.get(`${o.what} ${o.status}`) ?? 0) + 1)
    console.info('requests around the restart:', Object.fromEntries(tally))
    const failed = outcomes.filter((o) => ![200, 201, 503].includes(o.status))
    expect(failed).toEqual([])
    // How many requests meet the restart depends on timing (a quick restart can pass unseen, the
    // pool reconnecting under them); each one that does must be a clean, retryable 503.
    const refused = outcomes.filter((o) => o.status === 503)
    for (const o of refused) {
      expect(o.retryAfter).toBe('2')
      expect(o.body).toEqual({
        code: 'UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      })
    }

    // Every accepted run is validated exactly once; a refused upload left no row and no file.
    const db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()
    try {
      for (const [userId, id] of accepted) {
        const done = await settled(db, id, 300_000, () => [
          api.log(),
          ...workers.map((worker) => worker.log()),
        ])
        expect({ userId, ...done }).toEqual({ userId, job_state: 'done', status: 'approved' })
        expect(await ledger(db, id)).toEqual({
          submissions: 1,
          jobs: 1,
          rankingEntries: 1,
          notifications: 1,
        })
      }
      for (const me of [...pilots.slice(0, UPLOADERS), late].filter((p) => !accepted.has(p.id))) {
        const { rows } = await db.query<{ n: number }>(
          'select count(*)::int as n from submissions where user_id = $1',
          [me.id],
        )
        expect(rows[0]?.n).toBe(0)
      }
    } finally {
      await db.end()
    }
    expect((await readdir(path.join(dataDir, 'videos'))).length).toBe(accepted.size)
  }, 600_000)

  it('kept down: every request answers 503 + Retry-After, an upload keeps no file; back after start', async () => {
    const me = await httpPilot(api.baseUrl)
    const files = async () => (await readdir(path.join(dataDir, 'videos'))).length
    const before = await files()
    await postgres.stop()
    try {
      for (const url of ['/health', '/rankings/global', '/notifications', '/submissions']) {
        const answer = await me.get(url)
        expect({
          url,
          status: answer.status,
          retryAfter: answer.headers.get('retry-after'),
        }).toEqual({ url, status: 503, retryAfter: '2' })
      }
      expect((await me.upload(clip)).status).toBe(503)
      expect(await files()).toBe(before)
    } finally {
      await postgres.start()
    }
    await waitFor(
      async () => ((await me.get('/notifications')).status === 200 ? true : undefined),
      30_000,
    )
  }, 120_000)

  it('a worker started while PostgreSQL is down waits for it, then takes jobs', async () => {
    // Only the new worker can take the run.
    await Promise.all(workers.map((worker) => worker.stop()))
    workers = []
    await postgres.stop()
    const starting = startWorker(env, 'worker C')
    const state = starting.then(
      () => 'ready',
      (err: unknown) => `failed: ${String(err)}`,
    )
    // Longer than the first waits of its backoff: it is still alive and waiting, not gone.
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    expect(await Promise.race([state, Promise.resolve('waiting')])).toBe('waiting')
    await postgres.start()
    workers.push(await starting)

    const me = await waitFor(() => httpPilot(api.baseUrl).catch(() => undefined), 30_000)
    const sent = await me.upload(clip)
    expect(sent.status).toBe(201)
    const id = (sent.body as Submission).id
    const db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()
    try {
      expect(await settled(db, id, 120_000, () => workers.map((w) => w.log()))).toEqual({
        job_state: 'done',
        status: 'approved',
      })
    } finally {
      await db.end()
    }
  }, 240_000)
})
