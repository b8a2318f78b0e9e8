import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { freePort } from '../../test/free-port.ts'
import { TEST_PG_URL } from '../../test/helper.ts'
import { isDatabaseUnavailable, untilDatabaseAnswers } from './db-unavailable.ts'

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

describe('untilDatabaseAnswers', () => {
  const quiet = { warn: () => undefined }
  /** Connects to `url` and runs `select 1`, leaving nothing open. */
  const selectOne = async (url: string) => {
    const client = new pg.Client({ connectionString: url })
    client.on('error', () => undefined)
    try {
      await client.connect()
      return (await client.query<{ one: number }>('select 1 as one')).rows[0]?.one
    } finally {
      await client.end()
    }
  }

  it('waits for a database that starts listening later', async () => {
    // A loopback port that refuses connections until, 1 s later, it relays them to PostgreSQL.
    const port = await freePort()
    const target = new URL(TEST_PG_URL)
    const relay = net.createServer((socket) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname)
      socket.pipe(upstream).pipe(socket)
      socket.on('error', () => upstream.destroy())
      upstream.on('error', () => socket.destroy())
    })
    const listening = sleep(1_000).then(
      () => new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve)),
    )
    const url = new URL(TEST_PG_URL)
    url.port = String(port)
    const waits: object[] = []
    try {
      const one = await untilDatabaseAnswers(() => selectOne(url.toString()), {
        log: { warn: (obj) => waits.push(obj) },
      })
      expect(one).toBe(1)
      expect(waits.length).toBeGreaterThan(0)
      expect(waits[0]).toMatchObject({ err: { code: 'ECONNREFUSED' }, retryInMs: 250 })
    } finally {
      await listening
      relay.close()
    }
  })

  it('throws any other error at once', async () => {
    let calls = 0
    const bad = untilDatabaseAnswers(
      async () => {
        calls += 1
        throw Object.assign(new Error('relation "nope" does not exist'), { code: '42P01' })
      },
      { log: quiet },
    )
    await expect(bad).rejects.toThrow('relation "nope" does not exist')
    expect(calls).toBe(1)
  })

  it('gives up with the refusal once the wait is over', async () => {
    const url = new URL(TEST_PG_URL)
    url.port = '1' // nothing listens on port 1
    const away = untilDatabaseAnswers(() => selectOne(url.toString()), { log: quiet, waitMs: 600 })
    await expect(away).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  })
})
