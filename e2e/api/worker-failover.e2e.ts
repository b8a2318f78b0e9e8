import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { submissions } from '../../apps/server/src/db/schema.ts'
import {
  buildWith,
  makeClip,
  multipart,
  parseSse,
  pilot,
  waitFor,
} from '../../apps/server/test/submissions/support.ts'
import { ledger } from '../support/ledger.ts'
import { startWorker, type ServiceProcess } from '../support/processes.ts'

const queueEnv = {
  JOB_EXPIRE_SECONDS: '25',
  JOB_RETRY_DELAY_SECONDS: '1',
  QUEUE_MAINTENANCE_SECONDS: '1',
}

describe('validation workers on PostgreSQL', () => {
  // The API only enqueues (no RUN_WORKER): the jobs go to the apps/validator workers.
  const ctx = buildWith('postgres', queueEnv)
  const workers: ServiceProcess[] = []
  afterAll(async () => {
    for (const worker of workers) await worker.stop()
  })

  it('finishes the job of a worker killed mid-job (kill -9) on another worker, once', async () => {
    const { app, database, dataDir, databaseUrl } = ctx()
    const env = { ...queueEnv, DATABASE_URL: databaseUrl, DATA_DIR: dataDir }
    const clip = await makeClip(path.join(dataDir, 'run.mp4'), {
      seconds: 4,
      score: 'SCORE %{eif:n*10:d}',
    })
    const me = await pilot(app)
    const body = multipart(
      { gameId: 6, platformId: 2, modeId: 1, levelId: 2 },
      { content: await readFile(clip), filename: 'run.mp4' },
    )
    const id = (await me.upload(body)).json().id as string
    const row = async () =>
      (await database.db.select().from(submissions).where(eq(submissions.id, id)))[0]

    const first = await startWorker(env, 'worker A')
    workers.push(first)
    await waitFor(async () => ((await row())?.jobState === 'running' ? true : undefined), 60_000)
    first.child.kill('SIGKILL')
    await first.exited
    expect(first.child.signalCode).toBe('SIGKILL')
    expect(await row()).toMatchObject({ jobState: 'running', attempts: 1 })

    // Followed from the API process: worker B's events come over LISTEN/NOTIFY.
    const stream = me.get(`/${id}/events`)
    const second = await startWorker(env, 'worker B')
    workers.push(second)
    const done = await waitFor(async () => {
      const now = await row()
      return now?.jobState === 'done' || now?.jobState === 'failed' ? now : undefined
    }, 120_000).catch((err: unknown) => {
      console.error(first.log(), second.log())
      throw err
    })
    expect(done).toMatchObject({ jobState: 'done', attempts: 2, error: null })
    expect(done?.result?.videoInfo.duration).toBe(4)
    // Nothing lost or doubled: one row, one job (retried once), one ranking entry, one notification.
    const pool = database.pool as pg.Pool
    expect(done?.status).toBe('approved')
    expect(await ledger(pool, id)).toEqual({
      submissions: 1,
      jobs: 1,
      rankingEntries: 1,
      notifications: 1,
    })
    const { rows: jobs } = await pool.query<{ state: string; retries: number }>(
      `select state, retry_count as retries from pgboss.job where data->>'submissionId' = $1`,
      [id],
    )
    expect(jobs).toEqual([{ state: 'completed', retries: 1 }])
    expect((await me.get(`/${id}`)).json()).toMatchObject({ jobState: 'done', attempts: 2 })
    const events = parseSse((await stream).body)
    expect(events.map((event) => event.type)).toContain('reading')
    expect(events.at(-1)).toMatchObject({ type: 'verdict', maxScore: done?.score ?? null })
  }, 240_000)
})
