import pg from 'pg'

/**
 * Runs `work` while this process holds the PostgreSQL advisory lock `key`, held by a session of
 * its own (ending the session frees it), so that processes starting together on one database
 * (API instances and validator workers) take turns at setting it up.
 */
export async function withAdvisoryLock<T>(
  connectionString: string,
  key: bigint,
  work: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString })
  client.on('error', () => undefined)
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [key.toString()])
    return await work()
  } finally {
    await client.end()
  }
}
