import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { TEST_PG_URL } from '../../test/helper.ts'
import { isDatabaseUnavailable } from './db-unavailable.ts'

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (err: unknown) => err,
  )

describe('isDatabaseUnavailable', () => {
  it('is true for a refused connection, through drizzle', async () => {
    const url = new URL(TEST_PG_URL)
    url.port = '1' // nothing listens on port 1
    const pool = new pg.Pool({ connectionString: url.toString() })
    const err = await caught(drizzle(pool).execute(sql`select 1`))
    await pool.end()
    expect(isDatabaseUnavailable(err)).toBe(true)
  })

  it('is true for a connection the server terminated, false for a bad query', async () => {
    const victim = new pg.Client({ connectionString: TEST_PG_URL })
    victim.on('error', () => undefined)
    await victim.connect()
    const db = drizzle(victim)
    expect(isDatabaseUnavailable(await caught(db.execute(sql`select nope`)))).toBe(false)
    const admin = new pg.Client({ connectionString: TEST_PG_URL })
    await admin.connect()
    await admin.query('select pg_terminate_backend($1)', [
      (await victim.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid,
    ])
    await admin.end()
    expect(isDatabaseUnavailable(await caught(db.execute(sql`select 1`)))).toBe(true)
  })

  it('is false for other errors', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false)
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
  })
})

describe('surviveDatabaseLoss', () => {
  /** Runs `body` in a node process that called surviveDatabaseLoss; its exit code and output. */
  async function probe(body: string) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'xl-survive-'))
    const file = path.join(dir, 'probe.ts')
    const module = new URL('./db-unavailable.ts', import.meta.url).pathname
    await writeFile(
      file,
      [
        `import { surviveDatabaseLoss } from '${module}'`,
        `surviveDatabaseLoss({ warn: (_o, m) => console.log(m), error: (_o, m) => console.log(m) })`,
        body,
        `setTimeout(() => console.log('alive'), 100)`,
      ].join('\n'),
    )
    try {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', file])
      return { code: 0, lines: stdout.trim().split('\n') }
    } catch (err) {
      const failed = err as { code: number; stdout: string }
      return { code: failed.code, lines: failed.stdout.trim().split('\n') }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }

  it('carries on after a connection error that escaped every handler', async () => {
    const refused = `Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })`
    expect(await probe(`void Promise.reject(${refused})`)).toEqual({
      code: 0,
      lines: ['a database connection error escaped (unhandled rejection); carrying on', 'alive'],
    })
    const shuttingDown = `Object.assign(new Error('shutting down'), { code: '57P03' })`
    expect(await probe(`setTimeout(() => { throw ${shuttingDown} })`)).toEqual({
      code: 0,
      lines: ['a database connection error escaped (uncaught exception); carrying on', 'alive'],
    })
  })

  it('still ends the process on any other uncaught error', async () => {
    expect(await probe(`void Promise.reject(new Error('boom'))`)).toEqual({
      code: 1,
      lines: ['unhandled rejection; exiting'],
    })
  })
})
