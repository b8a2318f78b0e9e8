import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ValidationResultSchema } from '@app/shared'
import { EngineError, resolveFfmpeg, validateVideo } from '../index.ts'
import { pickFrames } from './stills.ts'
import { AnalysisThread } from '../worker/analysis.ts'
import { still } from '../vision/detect.ts'

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf'
let dir: string
let clip: string

/** Encodes `seconds` of a moving 320x240 25 fps background under the filters `vf` with x264. */
function encode(file: string, seconds: number, vf: string[], x264: string[]): void {
  const r = spawnSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25'],
    ...['-t', String(seconds), '-vf', vf.join(','), '-c:v', 'libx264', ...x264],
    ...['-crf', '23', '-pix_fmt', 'yuv420p', '-threads', '1', '-fps_mode', 'passthrough', file],
  ])
  if (r.status !== 0) throw new Error(r.stderr.toString())
}

const BAR = 'drawbox=x=0:y=0:w=320:h=30:color=black:t=fill'
const text = (t: string, x: number, colour = 'white'): string =>
  `drawtext=fontfile=${FONT}:text='${t}':x=${x}:y=8:fontsize=16:fontcolor=${colour}`

/** A 3-second clip: 'SCORE' label, a counter rising by 130 every 5 frames, a fixed HI counter. */
function makeClip(file: string): void {
  encode(
    file,
    3,
    [
      BAR,
      text('SCORE', 8, 'yellow'),
      text('%{eif\\:trunc(n/5)*130\\:d\\:7}', 80),
      text('HI 0500000', 210),
    ],
    ['-preset', 'ultrafast'],
  )
}

/** One of the real clips in the test fixtures. */
const realClip = (clip: string): string =>
  join(import.meta.dirname, '../../test/fixtures/real', clip)

/** A real clip re-encoded as uploads often are (x264 veryfast, crf 28) after the `filter` args. */
function reencodeReal(clip: string, name: string, filter: string[], crf = 28): string {
  const file = join(dir, name)
  const r = spawnSync('ffmpeg', [
    ...['-v', 'error', '-y', '-i', realClip(clip), ...filter],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', String(crf), file],
  ])
  expect(r.status).toBe(0)
  return file
}

/**
 * A real clip read as bench/uploads.sh makes its 720p50 copy: upscaled to 720 rows by nearest
 * neighbour at 50 fps, crf 32.
 */
function readAsUpload720p50(clip: string): ReturnType<typeof validateVideo> {
  const nearest = ['-vf', 'scale=-2:720:flags=neighbor,fps=50']
  return validateVideo(reencodeReal(`${clip}.mp4`, `${clip}-720p50.mp4`, nearest, 32))
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

describe('the npm ffmpeg fallback', () => {
  it('(ffmpeg 4.1 from @ffmpeg-installer) reads the clip as the system ffmpeg does', async () => {
    const req = createRequire(import.meta.url)
    const { path } = req('@ffmpeg-installer/ffmpeg') as { path: string }
    const { path: probe } = req('@ffprobe-installer/ffprobe') as { path: string }
    const r = await validateVideo(clip, { ffmpegPath: path, ffprobePath: probe })
    expect(r.ffmpeg.version).toMatch(/^ffmpeg version (N-|4\.)/)
    expect([r.maxScore, r.verdict]).toEqual([1820, 'valid'])
  })
})

describe('a real counter whose digits all touch', () => {
  it("reads real xgalaga's 9-pixel italic counter, cut by its own pitch", async () => {
    // 'Score: 0001000' from frame 681 to the end: the seven digits are one ink run, and the
    // label's 'e:' a space before them reads as digits too.
    const r = await validateVideo(realClip('xgalaga-1.mp4'))
    expect(r.maxScore).toBe(1000)
    expect(r.proofFrameIndex).toBeGreaterThanOrEqual(681)
  })

  it('reads it re-encoded washed out, where the rhythm of its ink is weaker', async () => {
    // Lower contrast and a second x264 pass blur the slanted strokes: the column ink's
    // autocorrelation peaks at the pitch under 0.2, and without the pitch the run is cut wrong.
    const washedOut = ['-vf', 'eq=contrast=0.85:brightness=0.06:saturation=0.8']
    const file = reencodeReal('xgalaga-1.mp4', 'xgalaga-washed-out.mp4', washedOut)
    const r = await validateVideo(file, { threads: 1 })
    expect(r.maxScore).toBe(1000)
    expect(r.proofFrameIndex).toBeGreaterThanOrEqual(681)
  })
})

describe('a counter upscaled by nearest neighbour to an uneven size', () => {
  it("reads each position's zeros as zeros: real xgalaga at 720p50 (1.2x)", async () => {
    // As bench/uploads.sh makes its 720p50 copy. A 1.2x nearest-neighbour scale doubles every
    // fifth column, so each position draws the 0 its own way: three groups of zeros, and the
    // distinct digits give one of them a 6. A few zeros of another group passing where it is
    // drawn a thousand times no longer keep it from its nearest digit, the 0 (it read 601,060).
    const r = await readAsUpload720p50('xgalaga-1')
    expect(r.maxScore).toBe(1000)
    expect(r.proofFrameIndex).toBeGreaterThanOrEqual(Math.ceil((681 * 50) / 30))
  }, 120_000)
})

describe('a zero-padded counter upscaled by nearest neighbour to an uneven size', () => {
  it('keeps its zeros: real powermanga at 720p50 (1.8x)', async () => {
    // As bench/uploads.sh makes its 720p50 copy. The padding zeros, drawn at six places where
    // nothing else is drawn but a spinning digit now and then, had been given a 1 by the count-up
    // order (a misread stretch then went down less): a shape alone at its places moves every
    // reading it is in alike, so the order may only settle a near tie for it (it read 88).
    const r = await readAsUpload720p50('powermanga-1')
    expect(r.maxScore).toBe(40)
    expect(r.proofFrameIndex).toBeGreaterThanOrEqual(Math.ceil((772 * 50) / 30))
  }, 120_000)
})

/**
 * A real 30 fps clip recorded through a CRT scanline filter: upscaled 2x with every second row
 * dimmed to 45% (as an emulator's scanline shader records), built as two fields, each frame then
 * its dimmed copy, woven into one frame of twice the height.
 */
function readThroughScanlines(clip: string): ReturnType<typeof validateVideo> {
  const fields =
    '[0]split[a][b];[b]lutyuv=y=val*0.45[d];[a][d]interleave,setpts=N/60/TB,' +
    'tinterlace=mode=merge,setpts=N/30/TB,scale=iw*2:ih:flags=neighbor'
  const crt = ['-filter_complex', fields, '-r', '30']
  return validateVideo(reencodeReal(`${clip}.mp4`, `${clip}-crt.mp4`, crt, 26))
}

describe('a CRT scanline filter over the footage', () => {
  it("is averaged away: real tenmado's dark digits over a light ground (1280 rows)", async () => {
    // Read as they came, the dark stripes over the beige ground were the darkest ink: a field in
    // the stripes was located and read 11 for its 4,319 (111, validated, where the dimmed rows'
    // colour was dimmed too). Taller than the locating frames, it is looked at in frames of its own.
    const r = await readThroughScanlines('tenmado-1')
    expect(r.maxScore).toBe(4319)
    expect(r.isValid).toBe(true)
  }, 120_000)

  it("is seen in the locating frames themselves: real garden's small digits (960 rows)", async () => {
    // It read 159 for 150 ('uncertain'): strips of its digits' rows were read as other shapes.
    const r = await readThroughScanlines('garden-1')
    expect(r.maxScore).toBe(150)
    expect(r.verdict).toBe('valid')
    expect(r.proofFrameIndex).toBeGreaterThanOrEqual(644)
    expect(r.proofFrameIndex).toBeLessThanOrEqual(820)
  }, 120_000)
})

describe('a field that reads as no counter', () => {
  it('is set aside and the counter located again: real xgalaga upscaled to 1080p60 with blur', async () => {
    // As YouTube-like copies are made (bench/uploads.sh): a bilinear 1.8x upscale, padded to
    // 16:9, at 60 fps. The blurred italic digits read worse in the locating frames than the
    // 'Score:' label beside them, which is scanned first and reads 800 all through the video, a
    // number that never changes; located again without that field, the counter reads its 1000.
    const youtube = ['-vf', 'scale=-2:1080:flags=bilinear,pad=1920:1080:(ow-iw)/2:0,fps=60']
    const file = reencodeReal('xgalaga-1.mp4', 'xgalaga-yt1080p60.mp4', youtube)
    const r = await validateVideo(file)
    expect(r.maxScore).toBe(1000)
    expect(r.proofFrameIndex).toBeGreaterThanOrEqual(681 * 2)
  }, 180_000)
})

describe('a phone video stored sideways with a display rotation', () => {
  it('is read as it is shown: upright, at its displayed size', async () => {
    const sideways = join(dir, 'sideways.mp4')
    const turned = join(dir, 'turned.mp4')
    const r1 = spawnSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-i',
      clip,
      '-vf',
      'transpose=1',
      sideways,
    ])
    const r2 = spawnSync('ffmpeg', [
      ...[
        '-v',
        'error',
        '-y',
        '-i',
        sideways,
        '-metadata:s:v:0',
        'rotate=90',
        '-c',
        'copy',
        turned,
      ],
    ])
    expect([r1.status, r2.status]).toEqual([0, 0])
    const r = await validateVideo(turned, { threads: 1 })
    expect(r.videoInfo.resolution).toBe('320x240')
    expect(r.maxScore).toBe(1820)
    expect(r.counterBox!.y).toBeLessThan(30)
    expect(r.counterBox!.x).toBeGreaterThan(60)
  })
})

describe('frame indices', () => {
  /** 4 s whose counter shows 10 times the frame's own index, with B-frames (x264 medium). */
  const frameNumbers = (file: string, timing: string[]): void =>
    encode(file, 4, [BAR, text('%{eif\\:n*10\\:d\\:6}', 80), ...timing], ['-preset', 'medium'])
  const misplaced = (r: { timeline: { frame: number; score: number | null }[] }) =>
    r.timeline.filter((p) => p.score !== null && p.score !== p.frame * 10)

  it('a constant-rate stream: B-frames are not decoded, and each sample is at its own frame', async () => {
    const file = join(dir, 'frames.mp4')
    frameNumbers(file, [])
    const r = await validateVideo(file, { threads: 1 })
    expect(misplaced(r)).toEqual([])
    // Every change of the score is a timeline point: one per sample, the B-frames not among them.
    expect(r.timeline.length).toBeGreaterThan(30)
    expect(r.timeline.length).toBeLessThan(80)
    expect([r.maxScore, r.proofFrameIndex]).toEqual([990, 99])
  })

  it('a stream whose timestamps leave a gap (not constant-rate) is counted frame by frame', async () => {
    const file = join(dir, 'gap.mp4')
    frameNumbers(file, ["setpts='N/25/TB+gte(N\\,50)*0.4/TB'"])
    const r = await validateVideo(file, { threads: 1 })
    expect(misplaced(r)).toEqual([])
    expect(r.timeline).toHaveLength(90)
    expect([r.maxScore, r.proofFrameIndex]).toEqual([890, 89])
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

describe('a video whose only counter never changes', () => {
  it('is left to a moderator: a hi-score or a label is no proof of a run', async () => {
    const still = join(dir, 'hi-only.mp4')
    encode(still, 3, [BAR, text('HI 0500000', 120)], ['-preset', 'ultrafast'])
    const r = await validateVideo(still, { threads: 1 })
    expect(r.maxScore).toBe(500000)
    expect(r.verdict).toBe('uncertain')
    expect(r.isValid).toBe(true)
    expect(r.message).toContain('never changes')
  })
})

describe('a run timer beside the game', () => {
  it('is a clock (its colons are no digits), not the score', async () => {
    // A stream layout: real xsoldier (score 14973 at frame 774) beside a big run timer.
    const file = join(dir, 'timer.mp4')
    const game = realClip('xsoldier-1.mp4')
    const timer = `drawtext=fontfile=${FONT}:text='%{pts\\:hms}':x=900:y=300:fontsize=48:fontcolor=white`
    const r = spawnSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=0x202030:s=1280x720:r=30'],
      ...[
        '-i',
        game,
        '-filter_complex',
        `[1:v]scale=-2:700[g];[0:v][g]overlay=300:10:shortest=1,${timer}`,
      ],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '23', '-pix_fmt', 'yuv420p', file],
    ])
    expect(r.status).toBe(0)
    const res = await validateVideo(file, { threads: 1 })
    expect(res.maxScore).toBe(14973)
    expect(res.counterBox!.x).toBeLessThan(900)
  })
})

describe('a frame counter drawn over the game (a stream overlay)', () => {
  /** A real clip under a 120x90 test pattern (a timecode, a frame counter) in its corner. */
  const underPattern = (clip: string): string =>
    reencodeReal(clip, `pattern-over-${clip}`, [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=120x90:rate=30'],
      ...['-filter_complex', '[0][1]overlay=x=W-w-8:y=H-h-8:shortest=1'],
    ])

  it('is a clock: the score is located elsewhere and read in a second scan', async () => {
    // Real geki2 (score 140); the pattern's frame counter rises every frame.
    const steps: string[] = []
    const res = await validateVideo(underPattern('geki2-1.mp4'), {
      threads: 1,
      onProgress: (p) => steps.push(p.step),
    })
    expect(res.maxScore).toBe(140)
    expect(res.verdict).toBe('valid')
    expect(res.counterBox!.y).toBeLessThan(100)
    // the second locate shows no step going back to probing
    expect(steps.lastIndexOf('probing')).toBeLessThan(steps.indexOf('reading'))
  })

  it('is a clock by its locating readings alone, where its scan misreads it', async () => {
    // Real tenmado (score 4319): the pattern's counter is located first, and scanned through the
    // orange of its digits it reads no clock (1, 4, 11, 881); its 24 locating readings lie on a
    // line.
    const res = await validateVideo(underPattern('tenmado-1.mp4'), { threads: 1 })
    expect(res.maxScore).toBe(4319)
    expect(res.counterBox!.x).toBeLessThan(200)
  })
})

describe("a label ending in a colon, glued to the digits ('SCORE:0023270')", () => {
  it('is a label, not a clock: the digits after it are the score', async () => {
    const file = join(dir, 'glued-label.mp4')
    const glued = `drawtext=fontfile=${FONT}:text='SCORE\\:%{eif\\:n*130\\:d\\:7}':x=8:y=8:fontsize=16:fontcolor=white`
    encode(file, 3, [BAR, glued], ['-preset', 'ultrafast'])
    const r = await validateVideo(file, { threads: 1 })
    expect(r.maxScore).toBe(74 * 130)
    expect(r.proofFrameIndex).toBeGreaterThanOrEqual(70)
  })
})

describe('light green digits straight over terrain (tan, green and blue blocks, scrolling)', () => {
  it('are read in their own colours, where the gray cut takes the tan blocks with them', async () => {
    const file = join(dir, 'terrain.mp4')
    // 16-pixel blocks of three colours, the block's colour a hash of its column and row
    const block = 'st(0\\,mod(floor(X/16)*7+floor((Y+T*40)/16)*13\\,3))'
    const pick = (tan: number, green: number, blue: number): string =>
      `'${block};if(eq(ld(0)\\,0)\\,${tan}\\,if(eq(ld(0)\\,1)\\,${green}\\,${blue}))'`
    const terrain = `geq=r=${pick(190, 60, 40)}:g=${pick(170, 140, 60)}:b=${pick(110, 60, 160)}`
    const score = `${text('%{eif\\:trunc(n/5)*130\\:d\\:7}', 80, '0x78FF78')}:borderw=1:bordercolor=black`
    encode(file, 3, [terrain, score], ['-preset', 'ultrafast'])
    const r = await validateVideo(file, { threads: 1 })
    expect(r.maxScore).toBe(14 * 130)
    expect(r.proofFrameIndex).toBeGreaterThanOrEqual(70)
  })
})

describe('a zero-padded counter with a gauge ending beside it after a while', () => {
  it("is read within its padding: the gauge's end is no digit of it", async () => {
    const file = join(dir, 'padded-gauge.mp4')
    const score = text('%{eif\\:trunc(n/5)*40\\:d\\:8}', 80)
    const gauge = `drawtext=fontfile=${FONT}:text='8':x=70:y=8:fontsize=16:fontcolor=white:enable='gte(n\\,25)'`
    encode(file, 3, [BAR, score, gauge], ['-preset', 'ultrafast'])
    const r = await validateVideo(file, { threads: 1 })
    expect(r.maxScore).toBe(14 * 40)
    expect(r.proofFrameIndex).toBeGreaterThanOrEqual(70)
  })
})

describe('a counter grouped by thousands', () => {
  it.each([
    [',', 'a comma'],
    [' ', 'a space'],
  ])('reads the whole score across "%s" separators (%s), not its last group', async (sep) => {
    const file = join(dir, `grouped-${sep === ',' ? 'comma' : 'space'}.mp4`)
    // 0,001,371 ... 0,102,825 over 75 frames: trunc(n * 1371) in groups of three
    const group = (div: number, pad: number): string =>
      `%{eif\\:mod(trunc(n*1371/${div})\\,1000)\\:d\\:${pad}}`
    const score = [group(1e6, 1), group(1e3, 3), group(1, 3)].join(sep === ',' ? '\\,' : ' ')
    encode(file, 3, [BAR, text('SCORE', 8, 'yellow'), text(score, 80)], ['-preset', 'ultrafast'])
    const r = await validateVideo(file, { threads: 1 })
    expect(r.maxScore).toBe(74 * 1371)
    expect(r.proofFrameIndex).toBeGreaterThanOrEqual(70)
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

describe('pickFrames', () => {
  const opts = {
    ffmpeg: 'ffmpeg',
    width: 160,
    height: 120,
    spawn: {},
    times: [0.5, 1.5, 2.5],
    start: 0,
    keyframesOnly: false,
  }

  it('hands each frame, whole and in time order, to the analysis as it is decoded', async () => {
    const seen: number[] = []
    const sizes = await pickFrames({
      ...opts,
      input: clip,
      onFrame: (n) => seen.push(n),
      analyse: (img) => img.data.length,
    })
    expect(sizes).toEqual([160 * 120, 160 * 120, 160 * 120])
    expect(seen).toEqual([1, 2, 3])
  })

  it('keeps time order when some frames are analysed on the analysis thread', async () => {
    const thread = new AnalysisThread()
    try {
      const stills = await pickFrames({
        ...opts,
        input: clip,
        times: [0.2, 0.6, 1, 1.4, 1.8, 2.2, 2.6],
        analyse: (img) => thread.still(img),
      })
      expect(stills).toHaveLength(7)
      // Each frame's blobs are the ones found here, in its own place: the counter's digits.
      for (const s of stills) expect(s.blobs).toEqual(still(s.image).blobs)
      expect(stills.every((s) => s.blobs.some((b) => b.y1 <= 30 && b.x0 >= 40))).toBe(true)
    } finally {
      await thread.close()
    }
  })

  it('stops ffmpeg and reports the analysis error, not a decoder failure', async () => {
    const analyse = (): never => {
      throw new Error('analysis broke')
    }
    await expect(pickFrames({ ...opts, input: clip, analyse })).rejects.toThrow('analysis broke')
  })
})
