import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { withAdvisoryLock } from './advisory-lock.ts'
import * as schema from './schema.ts'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>
/** The handle drizzle gives the callback of `db.transaction`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** The pg pool when on PostgreSQL (the job queue shares it), else null. */
  pool: pg.Pool | null
  close(): Promise<void>
}

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname
/** Advisory lock key held while migrating PostgreSQL ('xlmigrat' in ASCII). */
const MIGRATION_LOCK = 0x786c6d6967726174n

/**
 * Opens the database and applies the committed migrations: PostgreSQL when a URL is given,
 * otherwise embedded PGlite in `dataDir/pglite` (or in memory for `dataDir` = null).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined
  dataDir: string | null
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // A connection that cannot be had in 10 s fails the request (503) instead of hanging it; a
    // connection the server dropped (restart) leaves the pool, and the next query opens a new one.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 10_000,
    })
    pool.on('error', () => undefined)
    // A client checked out of the pool (a transaction between two statements) has no listener of
    // its own: its connection cut by a restart would raise an unhandled 'error' and end the
    // process. The cut is seen anyway by the query that next uses it, and the pool drops it.
    pool.on('connect', (client) => client.on('error', () => undefined))
    const db = drizzlePg(pool, { schema })
    // Processes starting together on a fresh database would race in drizzle's migrator (duplicate
    // schema and type errors); under the lock the later ones find nothing left to do.
    try {
      await withAdvisoryLock(options.databaseUrl, MIGRATION_LOCK, () =>
        migratePg(db, { migrationsFolder }),
      )
    } catch (err) {
      await pool.end()
      throw err
    }
    return { db: db as unknown as Database, kind: 'postgres', pool, close: () => pool.end() }
  }
  let dir: string | undefined
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite')
    await mkdir(dir, { recursive: true })
  }
  const client = new PGlite(dir)
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  return { db: db as unknown as Database, kind: 'pglite', pool: null, close: () => client.close() }
}
