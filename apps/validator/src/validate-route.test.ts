import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateVideo } from '@app/engine'
import { MISSING_FIELDS_MESSAGE, ValidationResultSchema, YOUTUBE_ONLY_MESSAGE } from '@app/shared'
import { serveVideo } from '../../server/test/submissions/fake-youtube.ts'
import { makeClip } from '../../server/test/submissions/support.ts'
import { buildValidator } from './app.ts'
import { loadEnv } from './config/env.ts'

const TOKEN = 'service-token-0123456789'
const body = {
  userId: 1,
  url: 'https://www.youtube.com/watch?v=abc',
  gameId: 6,
  platformid: 2,
  modeId: 1,
  levelId: 2,
}

describe('POST /validate', () => {
  let dataDir = ''
  let clip = ''
  let youtube: Awaited<ReturnType<typeof serveVideo>>
  let open: FastifyInstance
  let guarded: FastifyInstance
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'xl-validator-'))
    clip = await makeClip(path.join(dataDir, 'clip.mp4'), {
      seconds: 2,
      score: 'SCORE %{eif:500+n*5:d}',
    })
    youtube = await serveVideo(() => clip)
    const base = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }
    open = await buildValidator(loadEnv(base), false, { testAllowance: youtube.allowance })
    guarded = await buildValidator(
      loadEnv({ ...base, VALIDATOR_TOKEN: TOKEN, YTDLP_PATH: '/nonexistent/yt-dlp' }),
    )
  })
  afterAll(async () => {
    await open?.close()
    await guarded?.close()
    await youtube?.close()
    await rm(dataDir, { recursive: true, force: true })
  })
  const post = (app: FastifyInstance, payload: object, o: { token?: string; ip?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/validate',
      payload,
      remoteAddress: o.ip ?? '127.0.0.1',
      headers: o.token ? { authorization: `Bearer ${o.token}` } : {},
    })

  it('without a token answers loopback callers only', async () => {
    expect((await post(open, body, { ip: '10.1.2.3' })).statusCode).toBe(401)
    expect((await open.inject({ method: 'GET', url: '/health' })).json()).toEqual({
      status: 'ok',
      auth: 'loopback',
    })
  })

  it('with a token requires it, from any address', async () => {
    expect((await post(guarded, body)).statusCode).toBe(401)
    expect((await post(guarded, body, { token: `${TOKEN}x` })).statusCode).toBe(401)
    const res = await post(guarded, body, { token: TOKEN, ip: '10.1.2.3' })
    // Authenticated; yt-dlp is missing on this instance, which it says clearly.
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toContain('yt-dlp is not installed')
  })

  it('accepts YouTube URLs only, never a path, with the spec messages', async () => {
    for (const url of ['/etc/passwd', 'file:///etc/passwd', clip, `http://${youtube.host}/v.mp4`]) {
      const res = await post(open, { ...body, url })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(YOUTUBE_ONLY_MESSAGE)
    }
    const missing = await post(open, { url: body.url })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe(
      `${MISSING_FIELDS_MESSAGE}\n• Platform\n• Mode\n• Level\n• Invalid GameId`,
    )
    expect((await post(open, [1, 2])).statusCode).toBe(400)
  })

  it('runs the pipeline synchronously and answers the spec fields plus anomalies and timeline', async () => {
    const res = await post(open, { ...body, userId: 'ignored' })
    expect(res.statusCode).toBe(200)
    const result = res.json()
    for (const key of [
      'maxScore',
      'message',
      'isValid',
      'proofFrameIndex',
      'anomalyFrames',
      'anomalies',
      'timeline',
    ]) {
      expect(result).toHaveProperty(key)
    }
    expect(result.videoInfo).toMatchObject({
      videoCodec: 'h264',
      duration: 2,
      resolution: '640x360',
    })
    const direct = ValidationResultSchema.parse(await validateVideo(clip, { gameId: 6 }))
    expect(ValidationResultSchema.parse(result)).toEqual(direct)
    expect(await readdir(path.join(dataDir, 'tmp'))).toEqual([])
  })
})
