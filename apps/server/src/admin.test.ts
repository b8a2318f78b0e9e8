import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createPgDatabase } from '../test/helper.ts'
import { openDatabase } from './db/client.ts'
import { users } from './modules/users/users.schema.ts'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../../..')

/** `npm run admin -- <args>` as a real process with the given environment. */
async function admin(args: string[], env: Record<string, string>) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL'),
  )
  return run('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: root,
    env: { ...inherited, ...env },
  }).then(
    (out) => ({ code: 0, stdout: out.stdout, stderr: out.stderr }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  )
}

describe('npm run admin', () => {
  it('grants and revokes the moderator role on the embedded database in DATA_DIR', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'xl-admin-'))
    try {
      let database = await openDatabase({ dataDir })
      await database.db.insert(users).values({ email: 'Mod@Example.test' })
      await database.close()
      const granted = await admin(['grant-moderator', 'mod@example.test'], { DATA_DIR: dataDir })
      expect(granted).toMatchObject({ code: 0, stdout: 'Mod@Example.test is now a moderator.\n' })
      const unknown = await admin(['grant-moderator', 'ghost@example.test'], { DATA_DIR: dataDir })
      expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('No account') })
      const usage = await admin(['make-admin', 'x'], { DATA_DIR: dataDir })
      expect(usage).toMatchObject({ code: 2, stderr: expect.stringContaining('grant-moderator') })
      database = await openDatabase({ dataDir })
      const [row] = await database.db.select().from(users)
      expect(row?.role).toBe('moderator')
      await database.close()
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 300_000)

  it('works on PostgreSQL through DATABASE_URL', async () => {
    const pg = await createPgDatabase()
    const database = await openDatabase({ databaseUrl: pg.url, dataDir: null })
    try {
      const [user] = await database.db
        .insert(users)
        .values({ email: 'pg-mod@example.test', role: 'moderator' })
        .returning()
      const revoked = await admin(['revoke-moderator', 'pg-mod@example.test'], {
        DATABASE_URL: pg.url,
      })
      expect(revoked).toMatchObject({
        code: 0,
        stdout: 'pg-mod@example.test is no longer a moderator.\n',
      })
      const [row] = await database.db.select().from(users).where(eq(users.id, user!.id))
      expect(row?.role).toBe('pilot')
    } finally {
      await database.close()
      await pg.drop()
    }
  }, 300_000)
})
