/**
 * The malicious video corpus through the submission path (issue 9 item 3): text pretending to be
 * video (playlists, ffconcat, plain text) and empty files are refused at upload; files that sniff
 * as video but are truncated, claim absurd sizes or last 10 hours are accepted, then the real
 * engine refuses them and the submission is Rejected with a message the pilot can read. Nothing
 * reaches the loopback listener the playlists point at.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  makeMaliciousVideos,
  type MaliciousVideo,
} from '../../../../../packages/engine/test/malicious-videos.ts'
import { trapListener } from '../../../../../packages/engine/test/trap-listener.ts'
import { buildWith, multipart, pilot, waitFor } from '../../../test/submissions/support.ts'

const codes = { gameId: 3, platformId: 2, modeId: 1, levelId: 3 }
const NOT_VIDEO = { status: 415, says: 'The file must be a video.' }
const TOO_LARGE = 'too long or too large to validate'
/** What the pilot gets for each file: a refusal at upload, or a Rejected run saying why. */
const OUTCOMES: Record<string, { status: number; says: string }> = {
  'not-a-video.mp4': NOT_VIDEO,
  'zero-bytes.mp4': { status: 400, says: 'The video file is empty.' },
  'playlist.mp4': NOT_VIDEO,
  'playlist.m3u8': NOT_VIDEO,
  'concat.mp4': NOT_VIDEO,
  'list.ffconcat': NOT_VIDEO,
  'truncated.mp4': { status: 201, says: 'This video format is not supported.' },
  'claims-100000x100000.avi': { status: 201, says: TOO_LARGE },
  'claims-16000x16000.avi': { status: 201, says: TOO_LARGE },
  'ten-hours.mkv': { status: 201, says: TOO_LARGE },
}

describe('submissions of the malicious video corpus', () => {
  const ctx = buildWith('pglite', { JOB_RETRY_LIMIT: '0' })
  let trap: Awaited<ReturnType<typeof trapListener>>
  let corpus: MaliciousVideo[]

  beforeAll(async () => {
    trap = await trapListener()
    corpus = await makeMaliciousVideos(ctx().dataDir, trap.url)
  }, 300_000)
  afterAll(() => trap?.close())

  it('refuses each file at upload or rejects its run with a clear message', async () => {
    expect(corpus.map((video) => video.name).sort()).toEqual(Object.keys(OUTCOMES).sort())
    for (const video of corpus) {
      const expected = OUTCOMES[video.name]!
      const me = await pilot(ctx().app)
      const content = await readFile(video.file)
      const res = await me.upload(
        multipart(codes, { content, filename: path.basename(video.file), type: 'video/mp4' }),
      )
      expect(res.statusCode, video.name).toBe(expected.status)
      if (expected.status !== 201) {
        expect(res.json().message, video.name).toBe(expected.says)
        continue
      }
      const id = res.json<{ id: string }>().id
      const done = await waitFor(async () => {
        const now = (await me.get(`/${id}`)).json()
        return now.jobState === 'failed' ? now : undefined
      }, 240_000)
      expect(done, video.name).toMatchObject({ status: 'rejected', verdict: null })
      expect(done.message, video.name).toContain(expected.says)
    }
    expect(trap.hits).toEqual([])
  }, 900_000)
})
