import { readFile } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPgDatabase } from '../../test/helper.ts'
import { openDatabase } from './client.ts'

describe('openDatabase on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>
  beforeAll(async () => {
    database = await createPgDatabase()
  })
  afterAll(() => database?.drop())

  it('migrates a fresh database once when several processes open it at the same time', async () => {
    const opened = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ databaseUrl: database.url, dataDir: null })),
    )
    const journal = JSON.parse(
      await readFile(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: unknown[] }
    const applied = await opened[0]!.pool!.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    )
    expect(applied.rows[0]!.count).toBe(journal.entries.length)
    await Promise.all(opened.map((handle) => handle.close()))
  })
  it('survives the connection of an open transaction being cut between two statements', async () => {
    const handle = await openDatabase({ databaseUrl: database.url, dataDir: null })
    const pool = handle.pool!
    const transaction = handle.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[]
      }
      // Cut from elsewhere while the transaction's client sits checked out and idle.
      await pool.query('select pg_terminate_backend($1)', [rows[0]!.pid])
      await new Promise((resolve) => setTimeout(resolve, 300))
      await tx.execute(sql`select 1`)
    })
    await expect(transaction).rejects.toThrow()
    const { rows } = await pool.query<{ one: number }>('select 1 as one')
    expect(rows).toEqual([{ one: 1 }])
    await handle.close()
  })
})
