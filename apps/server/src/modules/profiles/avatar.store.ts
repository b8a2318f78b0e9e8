import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

/** Avatar file names: `<user id>-<random>.webp`; anything else is never opened. */
export const AVATAR_FILE =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[0-9a-f]{16}\.webp$/

/** Avatars on disk under DATA_DIR/avatars (the only avatar file-system code). */
export function createAvatarStore(dataDir: string) {
  const dir = path.join(dataDir, 'avatars')
  return {
    /** Writes the image under a fresh name (temp file + rename) and returns the name. */
    async save(userId: string, image: Buffer): Promise<string> {
      await mkdir(dir, { recursive: true })
      const name = `${userId}-${randomBytes(8).toString('hex')}.webp`
      const temp = path.join(dir, `.${name}.tmp`)
      await writeFile(temp, image, { mode: 0o644 })
      await rename(temp, path.join(dir, name))
      return name
    },

    async remove(name: string): Promise<void> {
      if (AVATAR_FILE.test(name)) await rm(path.join(dir, name), { force: true })
    },

    /** A stream of the avatar and its size, or null when there is no such file. */
    async open(name: string): Promise<{ stream: Readable; size: number } | null> {
      if (!AVATAR_FILE.test(name)) return null
      const file = path.join(dir, name)
      const info = await stat(file).catch(() => null)
      if (!info?.isFile()) return null
      return { stream: createReadStream(file), size: info.size }
    },
  }
}
export type AvatarStore = ReturnType<typeof createAvatarStore>
