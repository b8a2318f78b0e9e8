import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateVideo } from '@app/engine'
import { ValidationResultSchema, type SubmissionEvent } from '@app/shared'
import { submissions } from '../db/schema.ts'
import { DATABASE_KINDS } from '../../test/helper.ts'
import { serveVideo } from '../../test/submissions/fake-youtube.ts'
import { buildWith, makeClip, multipart, parseSse, pilot } from '../../test/submissions/support.ts'
import { JobName } from './job-names.ts'

const codes = { gameId: 6, platformId: 2, modeId: 1, levelId: 2 }
const ORDER = ['queued', 'downloading', 'probing', 'reading', 'verdict']

/** Events must follow the pipeline's order, with percentages that never go back. */
function expectOrdered(events: SubmissionEvent[]) {
  const steps = events.map((event) => ORDER.indexOf(event.type))
  expect(steps).toEqual([...steps].sort((a, b) => a - b))
  for (const type of ['downloading', 'reading']) {
    const percents = events.flatMap((e) => (e.type === type && 'percent' in e ? [e.percent] : []))
    expect(percents).toEqual([...percents].sort((a, b) => a - b))
  }
}

describe.each(DATABASE_KINDS)('validation pipeline on %s', (kind) => {
  let clip = ''
  let youtube: Awaited<ReturnType<typeof serveVideo>>
  beforeAll(async () => {
    youtube = await serveVideo(() => clip)
  })
  afterAll(() => youtube.close())
  // With PostgreSQL the API runs the worker too (RUN_WORKER=1): pg-boss and LISTEN/NOTIFY.
  const ctx = buildWith(kind, { RUN_WORKER: '1', JOB_RETRY_LIMIT: '0' }, () => ({
    testAllowance: youtube.allowance,
  }))
  beforeAll(async () => {
    clip = await makeClip(path.join(ctx().dataDir, 'clip.mp4'), {
      seconds: 4,
      score: 'SCORE %{eif:1000+n*10:d}',
    })
  })
  const row = async (id: string) =>
    (await ctx().database.db.select().from(submissions).where(eq(submissions.id, id)))[0]
  const workDirs = async () => readdir(path.join(ctx().dataDir, 'tmp')).catch(() => [])

  it('validates an uploaded clip: Under review first, then the engine result stored', async () => {
    const me = await pilot(ctx().app)
    const upload = multipart(codes, { content: await readFile(clip), filename: 'run.mp4' })
    const created = await me.upload(upload)
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ status: 'under_review', jobState: 'queued' })
    const id = created.json().id as string
    const stream = await me.get(`/${id}/events`)
    const events = parseSse(stream.body)
    expect(events.at(-1)?.type).toBe('verdict')
    expectOrdered(events)
    const done = (await me.get(`/${id}`)).json()
    expect(done.jobState).toBe('done')
    expect(done.attempts).toBe(1)
    const direct = ValidationResultSchema.parse(await validateVideo(clip, { gameId: codes.gameId }))
    expect(done.result).toEqual(direct)
    expect(done.score).toBe(direct.maxScore)
    // An uncertain run with a read score is ranked provisionally while a moderator checks it.
    const uncertain = direct.maxScore === null ? 'under_review' : 'approved'
    const status = { valid: 'approved', invalid: 'rejected', uncertain }
    expect(done.status).toBe(status[direct.verdict])
    expect(done.approvedAt !== null).toBe(done.status === 'approved')
    const frame = await me.get(`/${id}/proof-frame`)
    if (direct.proofFrameIndex >= 0) {
      expect(frame.statusCode).toBe(200)
      expect(frame.headers['content-type']).toBe('image/png')
      expect(frame.rawPayload.subarray(1, 4).toString()).toBe('PNG')
    } else expect(frame.statusCode).toBe(404)
    expect(await workDirs()).toEqual([])

    // Retention: the video goes, the result and the proof frame stay.
    const kept = (await row(id))?.filePath as string
    expect((await stat(kept)).isFile()).toBe(true)
    expect(await ctx().app.pipeline.cleanupVideos(new Date(Date.now() + 31 * 86_400_000))).toBe(1)
    await expect(stat(kept)).rejects.toThrow()
    expect(await row(id)).toMatchObject({ filePath: null, score: direct.maxScore })
    expect((await me.get(`/${id}/proof-frame`)).statusCode).toBe(frame.statusCode)
    expect((await me.post(`/${id}/retry`)).statusCode).toBe(409)
  })

  // ENGINE EXPECTATION: a working engine must read exactly 2190 ('SCORE ' + 1000 + 119 * 10, the
  // last of 120 frames) on this plain generated clip. This asserts the engine, not the pipeline.
  it('reads the exact score of a simple generated clip (engine expectation)', async () => {
    const me = await pilot(ctx().app)
    const upload = multipart(codes, { content: await readFile(clip), filename: 'run.mp4' })
    const id = (await me.upload(upload)).json().id as string
    await me.get(`/${id}/events`)
    expect((await me.get(`/${id}`)).json().score).toBe(2190)
  })

  it('downloads a "YouTube" video from loopback with the real yt-dlp, then removes it', async () => {
    const me = await pilot(ctx().app)
    const [inserted] = await ctx()
      .database.db.insert(submissions)
      .values({
        userId: me.id,
        ...codes,
        sourceKind: 'youtube',
        sourceUrl: 'https://www.youtube.com/watch?v=loopback',
      })
      .returning()
    const id = inserted?.id as string
    const events: SubmissionEvent[] = []
    let sawVerdict = () => {}
    const verdict = new Promise<void>((resolve) => (sawVerdict = resolve))
    const stop = await ctx().app.pipeline.progress.subscribe(id, (event) => {
      events.push(event)
      if (event.type === 'verdict') sawVerdict()
    })
    await ctx().app.pipeline.queue.enqueue(JobName.ValidateSubmission, { submissionId: id })
    await verdict
    stop()
    expectOrdered(events)
    expect(events[0]).toEqual({ type: 'downloading', percent: 0 })
    expect(events).toContainEqual({ type: 'downloading', percent: 100 })
    expect(events.map((e) => e.type)).toContain('reading')
    const done = await row(id)
    expect(done).toMatchObject({ jobState: 'done', filePath: null, attempts: 1 })
    expect(done?.result?.videoInfo).toMatchObject({ resolution: '640x360', duration: 4 })
    expect(await workDirs()).toEqual([])
  })
})
