import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileTypeFromFile } from 'file-type'

/** A video written to disk, sniffed by content. */
export interface StoredUpload {
  path: string
  size: number
  sha256: string
  mime: string
}

export class UploadRejectedError extends Error {
  constructor(
    readonly reason: 'not-video' | 'empty' | 'truncated',
    message: string,
  ) {
    super(message)
    this.name = 'UploadRejectedError'
  }
}

/** Uploaded videos, validation work folders and proof frames under DATA_DIR. */
export function createVideoStore(dataDir: string) {
  const videosDir = path.join(dataDir, 'videos')
  const framesDir = path.join(dataDir, 'proof-frames')
  const workRoot = path.join(dataDir, 'tmp')

  return {
    /**
     * Streams an upload to disk (never buffered whole) while hashing it, then sniffs its content:
     * only video containers are kept. The partial file is removed on any error or abort.
     */
    async saveUpload(source: Readable & { truncated?: boolean }): Promise<StoredUpload> {
      await mkdir(videosDir, { recursive: true })
      const partial = path.join(videosDir, `${randomUUID()}.part`)
      const hash = createHash('sha256')
      const hasher = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk)
          done(null, chunk)
        },
      })
      try {
        await pipeline(source, hasher, createWriteStream(partial, { flags: 'wx', mode: 0o600 }))
        if (source.truncated) throw new UploadRejectedError('truncated', 'The video is too large')
        const { size } = await stat(partial)
        if (size === 0) throw new UploadRejectedError('empty', 'The video file is empty')
        const type = await fileTypeFromFile(partial)
        if (!type?.mime.startsWith('video/')) {
          throw new UploadRejectedError('not-video', 'The file is not a video')
        }
        const final = partial.replace(/\.part$/, `.${type.ext}`)
        await rename(partial, final)
        return { path: final, size, sha256: hash.digest('hex'), mime: type.mime }
      } catch (err) {
        await rm(partial, { force: true })
        throw err
      }
    },

    /** A private (0700) folder for one validation run; remove it with `removeDir`. */
    async createWorkDir(): Promise<string> {
      await mkdir(workRoot, { recursive: true, mode: 0o700 })
      return mkdtemp(path.join(workRoot, 'job-'))
    },

    async removeDir(dir: string): Promise<void> {
      await rm(dir, { recursive: true, force: true })
    },

    /** SHA-256 (hex) of a stored file, streamed. */
    async sha256Of(file: string): Promise<string> {
      const hash = createHash('sha256')
      await pipeline(createReadStream(file), hash)
      return hash.digest('hex')
    },

    async removeFile(file: string): Promise<void> {
      await rm(file, { force: true })
    },

    async proofFramePath(submissionId: string): Promise<string> {
      await mkdir(framesDir, { recursive: true })
      return path.join(framesDir, `${submissionId}.png`)
    },

    /** Resolves a stored proof frame path, or null when the file is gone. */
    async existingFile(file: string | null): Promise<string | null> {
      if (!file) return null
      return stat(file).then(
        (info) => (info.isFile() ? file : null),
        () => null,
      )
    },
  }
}

export type VideoStore = ReturnType<typeof createVideoStore>
