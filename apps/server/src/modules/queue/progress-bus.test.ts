import pg from 'pg'
import type { SubmissionEvent } from '@app/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPgDatabase } from '../../../test/pg-server.ts'
import { waitFor } from '../../../test/submissions/support.ts'
import { createPgProgressBus, type ProgressBus } from './progress-bus.ts'

const silent = { debug() {}, info() {}, warn() {}, error() {} }

describe('PostgreSQL progress bus', () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>
  let pool: pg.Pool
  let bus: ProgressBus
  beforeAll(async () => {
    database = await createPgDatabase()
    pool = new pg.Pool({ connectionString: database.url })
    bus = createPgProgressBus({ pool, log: silent })
  })
  afterAll(async () => {
    await bus?.close()
    await pool?.end()
    await database?.drop()
  })

  /** Cuts the bus's LISTEN connection the way a database restart does. */
  const cutListener = async () => {
    const { rows } = await pool.query<{ cut: boolean }>(
      `select pg_terminate_backend(pid) as cut from pg_stat_activity
       where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
    )
    expect(rows).toEqual([{ cut: true }])
  }

  it('listens again after losing its connection, tells followers of the gap, then delivers', async () => {
    const got: SubmissionEvent[] = []
    let gaps = 0
    const stop = await bus.subscribe(
      'run-1',
      (event) => got.push(event),
      () => (gaps += 1),
    )
    await bus.publish('run-1', { type: 'queued' })
    await waitFor(async () => (got.length === 1 ? true : undefined), 10_000)

    await cutListener()
    await waitFor(async () => (gaps === 1 ? true : undefined), 15_000)
    await bus.publish('run-1', { type: 'probing' })
    await bus.publish('run-2', { type: 'probing' })
    await waitFor(async () => (got.length === 2 ? true : undefined), 10_000)
    expect(got).toEqual([{ type: 'queued' }, { type: 'probing' }])
    stop()
  })
})
