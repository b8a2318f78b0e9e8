/**
 * The malicious video corpus through the engine CLI (issue 9 item 3): each file is refused with a
 * JSON error naming why, the CLI exits 1 without hanging, and nothing reaches the loopback
 * listener the playlists point at.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeMaliciousVideos, type MaliciousVideo } from '../test/malicious-videos.ts'
import { trapListener } from '../test/trap-listener.ts'

const root = new URL('../../..', import.meta.url).pathname
const tsx = path.join(root, 'node_modules/.bin/tsx')
/** Generous for a loaded machine; a hang (an HLS fetch waiting on the listener) would pass it. */
const CLI_LIMIT_MS = 120_000

function validate(file: string): Promise<{ exitCode: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      tsx,
      [path.join(root, 'packages/engine/src/cli.ts'), file],
      { timeout: CLI_LIMIT_MS, killSignal: 'SIGKILL' },
      (error, stdout) =>
        resolve({ exitCode: error ? Number(error.code ?? -1) : 0, output: stdout }),
    )
  })
}

describe('engine CLI on the malicious video corpus', () => {
  let dir: string
  let trap: Awaited<ReturnType<typeof trapListener>>
  let corpus: MaliciousVideo[]

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'xl-corpus-'))
    trap = await trapListener()
    corpus = await makeMaliciousVideos(dir, trap.url)
  }, 300_000)
  afterAll(async () => {
    await trap?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('refuses every file with a clear error and fetches nothing', async () => {
    const results = await Promise.all(
      corpus.map(async (video) => ({ video, ...(await validate(video.file)) })),
    )
    for (const { video, exitCode, output } of results) {
      expect(exitCode, video.name).toBe(1)
      const lines = output.trim().split('\n')
      expect(lines, video.name).toHaveLength(1)
      const { error } = JSON.parse(lines[0]!) as { error: { code: string; message: string } }
      expect(error.code, video.name).toBe(video.code)
      expect(error.message, video.name).toContain(video.says)
    }
    expect(trap.hits).toEqual([])
  }, 600_000)
})
