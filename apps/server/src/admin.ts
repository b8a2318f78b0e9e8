import { pathToFileURL } from 'node:url'
import { sql } from 'drizzle-orm'
import type { UserRole } from '@app/shared'
import { loadEnv } from './config/env.ts'
import { openDatabase, type Database } from './db/client.ts'
import { users } from './modules/users/users.schema.ts'

const USAGE = [
  'Usage: npm run admin -- <command> <email>',
  '  grant-moderator <email>   make the account a moderator (sees /moderation)',
  '  revoke-moderator <email>  make it a plain pilot again',
  'Uses DATABASE_URL when set, else the embedded database in DATA_DIR (stop the server first).',
].join('\n')

const COMMANDS: Record<string, UserRole> = {
  'grant-moderator': 'moderator',
  'revoke-moderator': 'pilot',
}

/** Runs one admin command; returns the exit code and the line to print. */
export async function runAdmin(
  db: Database,
  args: readonly string[],
): Promise<{ code: number; message: string }> {
  const [command, email, ...rest] = args
  const role = command ? COMMANDS[command] : undefined
  if (!role || !email || rest.length > 0) return { code: 2, message: USAGE }
  const updated = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .returning({ email: users.email })
  if (updated.length === 0) return { code: 1, message: `No account with the email ${email}.` }
  const what = role === 'moderator' ? 'is now a moderator' : 'is no longer a moderator'
  return { code: 0, message: `${updated[0]?.email ?? email} ${what}.` }
}

async function main() {
  const env = loadEnv()
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir })
  try {
    const { code, message } = await runAdmin(database.db, process.argv.slice(2))
    ;(code === 0 ? process.stdout : process.stderr).write(`${message}\n`)
    process.exitCode = code
  } finally {
    await database.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
