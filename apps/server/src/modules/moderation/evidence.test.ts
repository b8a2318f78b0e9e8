import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FramesAround, RankingPage, RunReport, Submission } from '@app/shared'
import { DATABASE_KINDS } from '../../../test/helper.ts'
import { serveVideo } from '../../../test/submissions/fake-youtube.ts'
import {
  buildWith,
  makeClip,
  multipart,
  pilot,
  waitFor,
} from '../../../test/submissions/support.ts'
import { runAdmin } from '../../admin.ts'
import { signIn } from '../players/test-session.ts'
import { submissions } from '../submissions/submissions.schema.ts'

const codes = { gameId: 9, platformId: 1, modeId: 1, levelId: 2 }
const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex')

describe.each(DATABASE_KINDS)('kept evidence and gone sources on %s', (kind) => {
  let work = ''
  let clip = ''
  let gone = false
  let youtube: Awaited<ReturnType<typeof serveVideo>>
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'xl-evidence-'))
    clip = await makeClip(path.join(work, 'clip.mp4'), {
      seconds: 4,
      score: 'SCORE %{eif:1000+n*10:d}',
    })
    youtube = await serveVideo(() => (gone ? null : clip))
  }, 60_000)
  afterAll(async () => {
    await youtube.close()
    await rm(work, { recursive: true, force: true })
  })
  const ctx = buildWith(kind, { RUN_WORKER: '1', JOB_RETRY_LIMIT: '0' }, () => ({
    testAllowance: youtube.allowance,
  }))
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url, headers })
  const report = async (id: string) => (await get(`/api/runs/${id}`)).json<RunReport>()
  const finished = (me: Awaited<ReturnType<typeof pilot>>, id: string) =>
    waitFor(async () => {
      const row = (await me.get(`/${id}`)).json<Submission>()
      return row.jobState === 'done' ? row : undefined
    })

  it('keeps the key frames, the counter crop and the SHA-256 after the video is deleted', async () => {
    const me = await pilot(ctx().app)
    const sent = await me.upload(
      multipart(codes, { content: await readFile(clip), filename: 'run.mp4' }),
    )
    expect(sent.statusCode).toBe(201)
    const { id } = sent.json<Submission>()
    expect((await get(`/api/runs/${id}`)).statusCode).toBeOneOf([200, 404])
    const done = await finished(me, id)
    expect(done.score).not.toBeNull()

    const run = await report(id)
    expect(run.sha256).toBe(await sha256(clip))
    expect(run.fps).toBe(30)
    expect(run.frameSize).toEqual({ width: 640, height: 360 })
    expect(run.proofFrame).toBeGreaterThanOrEqual(0)
    expect(run.keyFrames.map((frame) => frame.kind)).toContain('proof')
    // One frame per minute: the 4-second clip has its minute-0 frame.
    expect(run.keyFrames.find((frame) => frame.kind === 'minute')).toMatchObject({
      frame: 0,
      second: 0,
    })
    const proof = run.keyFrames.find((frame) => frame.frame === run.proofFrame)
    expect(proof?.second).toBeCloseTo((run.proofFrame ?? 0) / 30, 2)
    expect(run.proofFrameUrl).toBe(`/api/runs/${id}/frames/f-${run.proofFrame}.jpg`)
    expect(run.counterBox).not.toBeNull()
    expect(run.counterCropUrl).toBe(`/api/runs/${id}/frames/counter.jpg`)
    expect(run.source).toMatchObject({
      kind: 'file',
      fileUrl: `/api/runs/${id}/video`,
      sourceGone: false,
    })

    const jpeg = async (url: string) => {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toBe('image/jpeg')
      expect(res.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]))
      return res.rawPayload
    }
    const proofBytes = await jpeg(run.proofFrameUrl as string)
    const cropBytes = await jpeg(run.counterCropUrl as string)
    expect(cropBytes.length).toBeLessThan(proofBytes.length)

    const video = await get(`/api/runs/${id}/video`, { range: 'bytes=0-99' })
    expect(video.statusCode).toBe(206)
    expect(video.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/)
    expect(video.rawPayload.length).toBe(100)
    expect((await get(`/api/runs/${id}/frames/f-999999.jpg`)).statusCode).toBe(404)
    expect((await get(`/api/runs/${id}/frames/..%2Fx.jpg`)).statusCode).toBe(400)

    // Moderators compare the frames around a moment side by side.
    const mod = await signIn(ctx().app)
    await runAdmin(ctx().database.db, ['grant-moderator', mod.email])
    const around = await get(
      `/api/moderation/runs/${id}/frames?around=${run.proofFrame}`,
      mod.headers,
    )
    expect(around.statusCode).toBe(200)
    expect(around.json<FramesAround>().frames.map((frame) => frame.frame)).toContain(run.proofFrame)

    // The retention removes the video; the report and its evidence stay.
    expect(await ctx().app.pipeline.cleanupVideos(new Date(Date.now() + 400 * 86_400_000))).toBe(1)
    const after = await report(id)
    expect(after.source).toMatchObject({ fileUrl: null, sourceGone: true })
    expect(after.sha256).toBe(run.sha256)
    expect((await get(`/api/runs/${id}/video`)).statusCode).toBe(404)
    expect(await jpeg(run.proofFrameUrl as string)).toEqual(proofBytes)
    await jpeg(run.counterCropUrl as string)
  }, 240_000)

  it('hashes a YouTube download and keeps the rank when the video is gone (real yt-dlp)', async () => {
    gone = false
    const me = await pilot(ctx().app)
    const url = 'https://www.youtube.com/watch?v=evidence1'
    const sent = await me.send({ url, ...codes, gameId: 10 })
    expect(sent.statusCode).toBe(201)
    const { id } = sent.json<Submission>()
    await finished(me, id)
    const run = await report(id)
    expect(run.sha256).toBe(await sha256(clip))
    expect(run.source).toMatchObject({ kind: 'youtube', youtubeUrl: url, fileUrl: null })
    expect(run.keyFrames.length).toBeGreaterThan(0)

    const sources = ctx().app.pipeline.sources
    await sources.checkRun({ id, sourceUrl: url })
    const present = await report(id)
    expect(present.source).toMatchObject({ sourceGone: false, checkedAt: expect.any(String) })

    gone = true
    // The periodic sweep checks ranked YouTube runs whose answer is older than SOURCE_CHECK_HOURS.
    expect(await sources.sweep(new Date(Date.now() + 48 * 3_600_000))).toBeGreaterThan(0)
    const [row] = await ctx().database.db.select().from(submissions).where(eq(submissions.id, id))
    expect(row?.sourceGoneAt).not.toBeNull()
    const goneReport = await report(id)
    expect(goneReport.source.sourceGone).toBe(true)
    expect(goneReport.status).not.toBe('rejected')
    expect((await get(goneReport.proofFrameUrl as string)).statusCode).toBe(200)
    const ranking = (await get('/api/rankings?game=10&mode=1')).json<RankingPage>()
    expect(ranking.entries.map((entry) => entry.userId)).toContain(me.id)

    // A video that comes back is no longer reported gone.
    gone = false
    await sources.checkRun({ id, sourceUrl: url, sourceGoneAt: row?.sourceGoneAt ?? null })
    expect((await report(id)).source.sourceGone).toBe(false)
  }, 240_000)
})
