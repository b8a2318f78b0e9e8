import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Submission } from '@app/shared'
import { buildApp } from '../app.ts'
import { loadEnv } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import type { VideoValidator } from '../modules/submissions/engine.adapter.ts'
import { makeClip, multipart, pilot, waitFor } from '../../test/submissions/support.ts'

/** Holds every run until the process stops, like a server shut down mid-validation. */
const stuckEngine: VideoValidator = {
  validate: (_file, { signal }) =>
    new Promise((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason)),
    ),
}

describe('embedded mode after a restart', () => {
  let dataDir = ''
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  async function start(engine?: VideoValidator) {
    const env = loadEnv({
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'silent',
    })
    const database = await openDatabase({ dataDir })
    const secrets = { jwtKey: 'k'.repeat(64) }
    const app = await buildApp({
      env,
      database,
      secrets,
      ...(engine ? { submissions: { engine } } : {}),
    })
    await app.ready()
    return { app, stop: async () => (await app.close(), await database.close()) }
  }

  it('runs again the validations that were queued or running when the server stopped', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'xl-resume-'))
    const clip = await makeClip(path.join(dataDir, 'c.mp4'), { seconds: 1, score: '77' })
    const first = await start(stuckEngine)
    const me = await pilot(first.app)
    const body = multipart(
      { gameId: 1, platformId: 1, modeId: 1, levelId: 1 },
      { content: await readFile(clip), filename: 'a.mp4' },
    )
    const ids = [(await me.upload(body)).json().id, (await me.upload(body)).json().id] as string[]
    await waitFor(async () =>
      (await me.get(`/${ids[0]}`)).json().jobState === 'running' ? true : undefined,
    )
    await first.stop()

    const second = await start()
    try {
      const finished = await Promise.all(
        ids.map((id) =>
          waitFor(async () => {
            const res = await second.app.inject({
              method: 'GET',
              url: `/api/submissions/${id}`,
              headers: me.headers,
            })
            const submission = res.json<Submission>()
            return submission.jobState === 'done' ? submission : undefined
          }),
        ),
      )
      expect(finished.map((s) => s.result?.videoInfo.duration)).toEqual([1, 1])
      expect(finished[0]?.attempts).toBe(2)
      expect(finished[1]?.attempts).toBe(1)
    } finally {
      await second.stop()
    }
  }, 120_000)
})
