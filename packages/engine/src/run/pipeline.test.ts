import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ValidationResultSchema } from '@app/shared'
import { EngineError, resolveFfmpeg, validateVideo } from '../index.ts'

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf'
let dir: string
let clip: string

/** A 3-second 320x240 25 fps clip: moving background, 'SCORE' label, a counter rising by 130 every 5 frames, a fixed HI counter. */
function makeClip(file: string): void {
  const counter = `drawtext=fontfile=${FONT}:text='%{eif\\:trunc(n/5)*130\\:d\\:7}':x=80:y=8:fontsize=16:fontcolor=white`
  const vf = [
    'drawbox=x=0:y=0:w=320:h=30:color=black:t=fill',
    `drawtext=fontfile=${FONT}:text='SCORE':x=8:y=8:fontsize=16:fontcolor=yellow`,
    counter,
    `drawtext=fontfile=${FONT}:text='HI 0500000':x=210:y=8:fontsize=16:fontcolor=white`,
  ].join(',')
  const r = spawnSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25', '-t', '3'],
    ...[
      '-vf',
      vf,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-threads',
      '1',
      file,
    ],
  ])
  if (r.status !== 0) throw new Error(r.stderr.toString())
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'engine-test-'))
  clip = join(dir, 'counter.mp4')
  makeClip(clip)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('validateVideo on a generated clip', () => {
  it('finds the counter by itself, reads the final score and proves it with a native frame', async () => {
    const steps = new Set<string>()
    const r = await validateVideo(clip, { threads: 1, onProgress: (p) => steps.add(p.step) })
    expect(ValidationResultSchema.parse(r)).toBeTruthy()
    // 75 frames: the last shows trunc(74/5)*130 = 1820
    expect(r.maxScore).toBe(1820)
    expect(r.proofFrameIndex).toBeGreaterThanOrEqual(70)
    expect(r.proofFrameIndex).toBeLessThanOrEqual(74)
    expect(r.videoInfo).toEqual({
      videoCodec: 'h264',
      audioCodec: 'none',
      duration: 3,
      resolution: '320x240',
    })
    // The box holds the counter's digits (x 80 to ~147), not its label (x 8 to ~56).
    expect(r.counterBox!.y).toBeLessThan(30)
    expect(r.counterBox!.x).toBeGreaterThan(60)
    expect(r.counterBox!.x + r.counterBox!.width).toBeLessThan(170)
    expect(r.anomalies).toEqual([])
    expect(r.verdict).toBe('valid')
    expect([...steps]).toEqual(['probing', 'reading', 'verdict'])
  })
})

describe('per-game hints', () => {
  it.each([
    [2, 'Darius Gaiden: score at the top (right hint)'],
    [14, 'Touhou 15: side panel, where this clip shows its HI counter (wrong hint)'],
  ])('game %i (%s) gives the same answer as no hint', async (gameId) => {
    const r = await validateVideo(clip, { threads: 1, gameId })
    expect(r.maxScore).toBe(1820)
    expect(r.proofFrameIndex).toBeGreaterThanOrEqual(70)
    expect(r.counterBox!.y).toBeLessThan(30)
    expect(r.verdict).toBe('valid')
  })
})

describe('validateVideo input checks', () => {
  const code = async (input: string, o = {}): Promise<string> =>
    validateVideo(input, o).then(
      () => 'resolved',
      (err: unknown) => (err instanceof EngineError ? err.code : String(err)),
    )

  it('a missing file is NOT_FOUND', async () => {
    expect(await code(join(dir, 'nope.mp4'))).toBe('NOT_FOUND')
  })

  it('a non-YouTube URL never reaches ffmpeg', async () => {
    expect(await code('http://127.0.0.1/video.mp4')).toBe('INVALID_INPUT')
  })

  it('an HLS playlist named .mp4 is refused by the format whitelist', async () => {
    const fake = join(dir, 'fake.mp4')
    writeFileSync(fake, '#EXTM3U\n#EXTINF:10,\nhttp://127.0.0.1:9/seg.ts\n')
    expect(await code(fake)).toBe('UNSUPPORTED_FORMAT')
  })

  it('a YouTube URL without yt-dlp is a clear YTDLP_MISSING', async () => {
    expect(await code('https://youtu.be/abc', { ytdlpPath: join(dir, 'no-yt-dlp') })).toBe(
      'YTDLP_MISSING',
    )
  })

  it('an abort stops the run', async () => {
    const ac = new AbortController()
    ac.abort()
    expect(await code(clip, { signal: ac.signal })).toBe('ABORTED')
  })

  it('reports which ffmpeg it uses', () => {
    expect(resolveFfmpeg()).toMatchObject({ path: 'ffmpeg', source: 'system' })
  })
})
