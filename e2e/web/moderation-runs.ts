/** A moderator for the browser tests of the verification report and /moderation. */
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { users } from '../../apps/server/src/db/schema.ts'
import { createPasswordHasher } from '../../apps/server/src/modules/auth/passwords.ts'

export const MODERATOR = {
  email: 'moderator@example.com',
  password: 'Correct-Horse-42',
  nickname: 'Mod Vic',
}

/**
 * A data dir holding a verified moderator (MODERATOR, role written as the admin CLI's
 * grant-moderator does); pass it as DATA_DIR to startStack.
 */
export async function seedModerator(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'xl-moderation-'))
  const database = await openDatabase({ dataDir })
  try {
    const hasher = await createPasswordHasher()
    await database.db.insert(users).values({
      email: MODERATOR.email,
      passwordHash: await hasher.hash(MODERATOR.password),
      emailVerified: true,
      nickname: MODERATOR.nickname,
      role: 'moderator',
    })
    return dataDir
  } finally {
    await database.close()
  }
}
