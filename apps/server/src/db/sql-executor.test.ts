import os from 'node:os'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '../../test/submissions/support.ts'
import { createPgProgressBus, PROGRESS_CHANNEL } from '../modules/queue/progress-bus.ts'
import { createSubmissionsService } from '../modules/submissions/submissions.service.ts'
import { createVideoStore } from '../modules/submissions/video-store.repository.ts'
import * as schema from './schema.ts'
import { createPgDatabase } from '../../test/pg-server.ts'
import { JobName } from '../jobs/job-names.ts'
import { createPgBossQueue } from '../modules/queue/pg-boss-queue.ts'
import type { JobQueue } from '../modules/queue/queue.ts'
import { createSubmissionsRepository } from '../modules/submissions/submissions.repository.ts'
import { users } from '../modules/users/users.schema.ts'
import { openDatabase, type Database, type DatabaseHandle } from './client.ts'
import { transactionExecutor } from './sql-executor.ts'

const silent = { debug() {}, info() {}, warn() {}, error() {} }

describe('pg-boss jobs written in our transactions (PostgreSQL)', () => {
  let pgDb: Awaited<ReturnType<typeof createPgDatabase>>
  let handle: DatabaseHandle
  let queue: JobQueue
  let userId = ''
  beforeAll(async () => {
    pgDb = await createPgDatabase()
    handle = await openDatabase({ databaseUrl: pgDb.url, dataDir: null })
    queue = await createPgBossQueue({
      connectionString: pgDb.url,
      policy: { retryLimit: 0, retryDelaySeconds: 1, timeLimitSeconds: 60, expireInSeconds: 60 },
      log: silent,
      maintenanceIntervalSeconds: 300,
    })
    const [user] = await handle.db
      .insert(users)
      .values({ email: 'tx@example.com', nickname: 'TX' })
      .returning()
    userId = user?.id ?? ''
  })
  afterAll(async () => {
    await queue?.stop()
    await handle?.close()
    await pgDb?.drop()
  })

  const pool = () => handle.pool as NonNullable<DatabaseHandle['pool']>
  const repo = () => createSubmissionsRepository(handle.db)
  const values = () => ({
    userId,
    gameId: 6,
    modeId: 1,
    platformId: 2,
    levelId: 2,
    sourceKind: 'youtube' as const,
    sourceUrl: 'https://youtu.be/x',
  })
  const jobsFor = async (id: string) => {
    const { rows } = await pool().query<{ n: number; data: string | null }>(
      `select count(*)::int as n, min(data::text) as data from pgboss.job
       where name = $1 and data->>'submissionId' = $2`,
      [JobName.ValidateSubmission, id],
    )
    return rows[0]
  }
  const rowCount = async () => {
    const { rows } = await pool().query<{ n: number }>(
      'select count(*)::int as n from submissions where user_id = $1',
      [userId],
    )
    return rows[0]?.n
  }

  it('commits the row and its job together, the job payload intact', async () => {
    const row = await repo().insertWithinLimit(values(), 5, (inserted, tx) =>
      queue.enqueue(
        JobName.ValidateSubmission,
        { submissionId: inserted.id },
        transactionExecutor(tx),
      ),
    )
    expect(row).not.toBeNull()
    const job = await jobsFor(row?.id ?? '')
    expect(job?.n).toBe(1)
    expect(JSON.parse(job?.data ?? 'null')).toEqual({ submissionId: row?.id })
    expect(await rowCount()).toBe(1)
  })

  it('keeps neither when the transaction fails after the job was written', async () => {
    let written = ''
    await expect(
      repo().insertWithinLimit(values(), 5, async (inserted, tx) => {
        written = inserted.id
        await queue.enqueue(
          JobName.ValidateSubmission,
          { submissionId: inserted.id },
          transactionExecutor(tx),
        )
        throw new Error('connection lost')
      }),
    ).rejects.toThrow('connection lost')
    expect((await jobsFor(written))?.n).toBe(0)
    expect(await rowCount()).toBe(1)
  })

  it('creates a submission on a one-connection pool: its queued event rides the transaction', async () => {
    // Were the event sent on a second connection, the transaction holding the only one would
    // wait for it until the pool's connect timeout.
    const single = new pg.Pool({
      connectionString: pgDb.url,
      max: 1,
      connectionTimeoutMillis: 3000,
    })
    const listener = new pg.Client({ connectionString: pgDb.url })
    await listener.connect()
    try {
      const heard: string[] = []
      listener.on('notification', (message) => heard.push(message.payload ?? ''))
      await listener.query(`listen ${PROGRESS_CHANNEL}`)
      const service = createSubmissionsService({
        repo: createSubmissionsRepository(drizzle(single, { schema }) as unknown as Database),
        queue,
        videos: createVideoStore(os.tmpdir()),
        progress: createPgProgressBus({ pool: single, log: silent }),
        log: silent,
      })
      const created = await service.create(
        userId,
        { gameId: 6, modeId: 1, platformId: 2, levelId: 2, url: 'https://youtu.be/dQw4w9WgXcQ' },
        null,
      )
      expect((await jobsFor(created.id))?.n).toBe(1)
      await waitFor(async () => (heard.length > 0 ? true : undefined), 5_000)
      expect(heard.map((payload) => JSON.parse(payload) as unknown)).toEqual([
        { id: created.id, event: { type: 'queued' } },
      ])
    } finally {
      await listener.end()
      await single.end()
    }
  })
})
