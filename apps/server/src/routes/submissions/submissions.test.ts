import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  INVALID_FIELDS_MESSAGE,
  MISSING_FIELDS_MESSAGE,
  TOO_MANY_ACTIVE_MESSAGE,
  YOUTUBE_ONLY_MESSAGE,
} from '@app/shared'
import { submissions } from '../../db/schema.ts'
import { DATABASE_KINDS } from '../../../test/helper.ts'
import {
  buildWith,
  makeClip,
  multipart,
  pilot,
  waitFor,
} from '../../../test/submissions/support.ts'

const codes = { gameId: 3, platformId: 2, modeId: 1, levelId: 3 }
const complete = { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', ...codes }

const storedVideos = async (dataDir: string) =>
  readdir(path.join(dataDir, 'videos')).catch(() => [] as string[])

describe.each(DATABASE_KINDS)('POST /api/submissions fields on %s', (kind) => {
  // yt-dlp deliberately missing: accepted YouTube runs fail fast with a clear message.
  const ctx = buildWith(kind, {
    YTDLP_PATH: '/nonexistent/yt-dlp',
    JOB_RETRY_LIMIT: '0',
    UPLOAD_MAX_BYTES: '200000',
  })
  let clip: Buffer
  beforeAll(async () => {
    clip = await readFile(
      await makeClip(path.join(ctx().dataDir, 'c.mp4'), { seconds: 1, score: '1' }),
    )
  })

  it('needs a signed-in pilot', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/submissions',
      payload: complete,
    })
    expect(res.statusCode).toBe(401)
  })

  it('lists every missing field with the spec names', async () => {
    const me = await pilot(ctx().app)
    const res = await me.send({})
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(
      `${MISSING_FIELDS_MESSAGE}\n• Video URL\n• Platform\n• Mode\n• Level\n• Invalid GameId`,
    )
    const some = await me.send({ ...complete, modeId: '', gameId: null })
    expect(some.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: `${MISSING_FIELDS_MESSAGE}\n• Mode\n• Invalid GameId`,
      fields: { modeId: 'Mode', gameId: 'Invalid GameId' },
    })
  })

  it('refuses URLs that are not YouTube, including local paths', async () => {
    const me = await pilot(ctx().app)
    for (const url of [
      'https://vimeo.com/1',
      '/etc/passwd',
      'file:///etc/passwd',
      'http://127.0.0.1/x',
    ]) {
      const res = await me.send({ ...complete, url })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(YOUTUBE_ONLY_MESSAGE)
    }
  })

  it('names ids that are not numbers or unknown codes', async () => {
    const me = await pilot(ctx().app)
    const res = await me.send({ ...complete, gameId: 'x', modeId: 9 })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(`${INVALID_FIELDS_MESSAGE}Game, Mode`)
  })

  it('answers 400, not 500, to malformed bodies, and stores nothing', async () => {
    const me = await pilot(ctx().app)
    expect((await me.send({ ...complete, url: { $ne: 1 } })).statusCode).toBe(400)
    const raw = await ctx().app.inject({
      method: 'POST',
      url: '/api/submissions',
      payload: '{"url":',
      headers: { ...me.headers, 'content-type': 'application/json' },
    })
    expect(raw.statusCode).toBe(400)
    expect((await me.get('')).json().total).toBe(0)
  })

  it('stores a YouTube submission Under review for the token owner, whatever the body says', async () => {
    const me = await pilot(ctx().app)
    const res = await me.send({ ...complete, userId: 1 })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      status: 'under_review',
      jobState: 'queued',
      sourceKind: 'youtube',
      sourceUrl: complete.url,
      gameId: 3,
      platformId: 2,
      modeId: 1,
      levelId: 3,
    })
    const [row] = await ctx()
      .database.db.select()
      .from(submissions)
      .where(eq(submissions.id, body.id))
    expect(row?.userId).toBe(me.id)
  })

  it('lists only my submissions, newest first, paginated; others get 404', async () => {
    const me = await pilot(ctx().app)
    const other = await pilot(ctx().app)
    const first = (await me.send(complete)).json()
    const second = (await me.send({ ...complete, gameId: 5 })).json()
    const page1 = (await me.get('?page=1&pageSize=1')).json()
    expect(page1).toMatchObject({ total: 2, page: 1, pageSize: 1 })
    expect(page1.items.map((s: { id: string }) => s.id)).toEqual([second.id])
    expect((await me.get('?page=2&pageSize=1')).json().items[0].id).toBe(first.id)
    expect((await other.get('')).json()).toMatchObject({ total: 0, items: [] })
    expect((await other.get(`/${first.id}`)).statusCode).toBe(404)
    expect((await other.get(`/${first.id}/proof-frame`)).statusCode).toBe(404)
    expect((await me.get(`/${first.id}`)).json().id).toBe(first.id)
    expect((await me.get('/not-a-uuid')).statusCode).toBe(400)
    expect((await me.get('?pageSize=1000')).statusCode).toBe(400)
  })

  it('refuses an upload that is not a video, by content, and keeps no file or row', async () => {
    const me = await pilot(ctx().app)
    const before = await storedVideos(ctx().dataDir)
    const res = await me.upload(
      multipart(complete, {
        content: Buffer.from('#EXTM3U\nhttp://x/seg.ts\n'),
        filename: 'run.mp4',
      }),
    )
    expect(res.statusCode).toBe(415)
    expect(await storedVideos(ctx().dataDir)).toEqual(before)
    expect((await me.get('')).json().total).toBe(0)
  })

  it('refuses an upload over UPLOAD_MAX_BYTES with 413 and removes the partial file', async () => {
    const me = await pilot(ctx().app)
    const before = await storedVideos(ctx().dataDir)
    const big = Buffer.concat([clip, Buffer.alloc(250_000)])
    const res = await me.upload(multipart(complete, { content: big, filename: 'big.mp4' }))
    expect(res.statusCode).toBe(413)
    expect(await storedVideos(ctx().dataDir)).toEqual(before)
  })

  it('removes the uploaded file when the fields are wrong', async () => {
    const me = await pilot(ctx().app)
    const before = await storedVideos(ctx().dataDir)
    const res = await me.upload(multipart({ gameId: 3 }, { content: clip, filename: 'run.mp4' }))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(`${MISSING_FIELDS_MESSAGE}\n• Platform\n• Mode\n• Level`)
    expect(await storedVideos(ctx().dataDir)).toEqual(before)
  })

  it('accepts a video upload without a URL and keeps it under DATA_DIR', async () => {
    const me = await pilot(ctx().app)
    const res = await me.upload(multipart(codes, { content: clip, filename: 'my run.mp4' }))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      sourceKind: 'file',
      sourceUrl: null,
      originalFilename: 'my run.mp4',
    })
    const [row] = await ctx()
      .database.db.select()
      .from(submissions)
      .where(eq(submissions.id, res.json().id))
    expect(row?.filePath?.startsWith(path.join(ctx().dataDir, 'videos'))).toBe(true)
    expect(row?.videoSha256).toMatch(/^[0-9a-f]{64}$/)
  })

  it('only retries Rejected submissions', async () => {
    const me = await pilot(ctx().app)
    const sent = (await me.send(complete)).json()
    if (kind === 'postgres') {
      // No worker in the API process with PostgreSQL: the job waits for apps/validator.
      expect((await me.get(`/${sent.id}`)).json().jobState).toBe('queued')
      expect((await me.post(`/${sent.id}/retry`)).statusCode).toBe(409)
      return
    }
    const failed = await waitFor(async () => {
      const now = (await me.get(`/${sent.id}`)).json()
      return now.jobState === 'failed' ? now : undefined
    })
    expect(failed).toMatchObject({ status: 'rejected', verdict: null, attempts: 1 })
    expect(failed.message).toContain('yt-dlp is not installed')
    const events = await me.get(`/${sent.id}/events`)
    expect(events.headers['content-type']).toContain('text/event-stream')
    expect(events.body).toContain('event: verdict')
    const retried = await me.post(`/${sent.id}/retry`)
    expect(retried.statusCode).toBe(200)
    expect(retried.json()).toMatchObject({ status: 'under_review', jobState: 'queued' })
    await waitFor(async () => {
      const now = (await me.get(`/${sent.id}`)).json()
      return now.attempts === 2 && now.jobState === 'failed' ? now : undefined
    })
  })
})

describe.each(DATABASE_KINDS)('per-pilot limit on %s', (kind) => {
  // An engine that holds every run until the worker stops: the runs stay active.
  const ctx = buildWith(kind, {}, () => ({
    engine: {
      validate: (_file, { signal }) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        ),
    },
  }))

  it(`answers 429 after ${3} queued or running submissions, and keeps the others' quota`, async () => {
    const clip = await readFile(
      await makeClip(path.join(ctx().dataDir, 'l.mp4'), { seconds: 1, score: '5' }),
    )
    const me = await pilot(ctx().app)
    for (let i = 0; i < 3; i++) {
      expect(
        (await me.upload(multipart(codes, { content: clip, filename: 'a.mp4' }))).statusCode,
      ).toBe(201)
    }
    const before = await storedVideos(ctx().dataDir)
    const refused = await me.upload(multipart(codes, { content: clip, filename: 'a.mp4' }))
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: TOO_MANY_ACTIVE_MESSAGE })
    expect(await storedVideos(ctx().dataDir)).toEqual(before)
    expect((await me.get('')).json().total).toBe(3)
    expect((await (await pilot(ctx().app)).send(complete)).statusCode).toBe(201)
  })
})
