import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema.ts'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** The pg pool when on PostgreSQL (the job queue shares it), else null. */
  pool: pg.Pool | null
  close(): Promise<void>
}

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname

/**
 * Opens the database and applies the committed migrations: PostgreSQL when a URL is given,
 * otherwise embedded PGlite in `dataDir/pglite` (or in memory for `dataDir` = null).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined
  dataDir: string | null
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    pool.on('error', () => undefined)
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder })
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
