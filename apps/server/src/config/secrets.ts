import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

export interface Secrets {
  /** HMAC key of the access-token JWTs (HS256). */
  jwtKey: string
}

/** Secrets not given in the environment are generated once and kept in DATA_DIR (mode 0600). */
export async function loadSecrets(dataDir: string): Promise<Secrets> {
  const file = path.join(dataDir, 'secrets.json')
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Secrets
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const secrets: Secrets = { jwtKey: randomBytes(48).toString('base64url') }
  await mkdir(dataDir, { recursive: true })
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' }).catch(
    async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error
    },
  )
  return JSON.parse(await readFile(file, 'utf8')) as Secrets
}
