/**
 * Fault: the API restarted while validation jobs are queued. Embedded mode, where the queue lives
 * in the API process's memory (with PostgreSQL the jobs wait in pg-boss for the separate workers,
 * see worker-failover.e2e.ts): the submissions table is the durable record and the service
 * queues unfinished runs again at start. Restarted twice on the same DATA_DIR: stopped (SIGTERM,
 * a deploy) and crashed (SIGKILL), each time with one run being validated and others waiting.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { Submission } from '@app/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '../../apps/server/test/submissions/support.ts'
import { freePort } from '../harness.ts'
import { makeClip } from '../web/start-x-level-steps.ts'
import { httpPilot, type HttpPilot } from '../support/http-pilot.ts'
import { ledger } from '../support/ledger.ts'
import { startApi, type ApiProcess } from '../support/processes.ts'

const RUNS = 4

describe('the API restarted while jobs are queued', () => {
  let dataDir = ''
  let api: ApiProcess | undefined
  let clip: Buffer
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'xl-apirestart-'))
    clip = await readFile(await makeClip(path.join(dataDir, 'run.mp4')))
  }, 120_000)
  afterAll(async () => {
    await api?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  // The same port each time: the pilots' clients keep talking to the same address.
  let port = ''
  const start = async () => {
    port ||= String(await freePort())
    return startApi({ DATA_DIR: dataDir, WORKER_CONCURRENCY: '1', PORT: port })
  }

  /** Each pilot's run as the API shows it now (the pilots' tokens outlive the restart). */
  const states = (runs: { me: HttpPilot; id: string }[]) =>
    Promise.all(runs.map(async ({ me, id }) => me.submission(id)))

  it('keeps every run and validates each exactly once after a stop and after a crash', async () => {
    api = await start()
    const runs: { me: HttpPilot; id: string }[] = []
    for (let i = 0; i < RUNS; i++) {
      const me = await httpPilot(api.baseUrl)
      const sent = await me.upload(clip)
      expect(sent.status).toBe(201)
      runs.push({ me, id: sent.body.id })
    }
    const running = async () =>
      (await states(runs)).some((run) => run.jobState === 'running') ? true : undefined

    for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
      await waitFor(running, 120_000)
      const before = await states(runs)
      expect(before.filter((run) => run.jobState === 'queued').length).toBeGreaterThan(0)
      await api.stop(signal)
      api = await start()
      // Right after the restart: every run is still there, Under review, none failed or done twice.
      const after = await states(runs)
      after.forEach((run, i) => {
        const was = before[i] as Submission
        expect(run.id).toBe(was.id)
        if (was.jobState === 'done') expect(run).toMatchObject({ jobState: 'done' })
        else {
          expect(run.status).toBe('under_review')
          expect(['queued', 'running', 'done']).toContain(run.jobState)
        }
      })
    }

    const done = await waitFor(async () => {
      const now = await states(runs)
      return now.every((run) => run.jobState === 'done') ? now : undefined
    }, 400_000)
    expect(done.map((run) => run.status)).toEqual(Array(RUNS).fill('approved'))
    // The runs cut short by a restart were run again; the others once.
    expect(done.every((run) => run.attempts >= 1 && run.attempts <= 3)).toBe(true)

    await api.stop()
    api = undefined
    const db = new PGlite(path.join(dataDir, 'pglite'))
    try {
      for (const { id } of runs) {
        expect(await ledger(db, id, { queue: false })).toEqual({
          submissions: 1,
          rankingEntries: 1,
          notifications: 1,
        })
      }
    } finally {
      await db.close()
    }
  }, 900_000)
})
