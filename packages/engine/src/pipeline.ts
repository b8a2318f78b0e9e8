import { stat } from 'node:fs/promises'
import { isYoutubeUrl, type ValidationResult } from '@app/shared'
import { EngineError } from './errors.ts'
import { silentLogger, type EngineLogger } from './logger.ts'
import type { MediaInfo } from './plan/probe.ts'
import {
  cropSize,
  locateTimestamps,
  planSampling,
  READS_PER_SECOND,
  sampleFrames,
  samplesPerSecond,
  workingSize,
} from './plan/sampling.ts'
import { fetchVideo } from './run/fetch.ts'
import { resolveFfmpeg, type FfmpegInfo } from './run/ffmpeg-path.ts'
import { probeVideo } from './run/probe.ts'
import type { SpawnOptions } from './run/process.ts'
import { scanVideo } from './run/scan.ts'
import { pickColourCrops, pickFrames, seekFrames } from './run/stills.ts'
import { isClock } from './plan/clock.ts'
import { projectFrame, textProjection, type Projection } from './plan/colour.ts'
import { SCANLINE_STRIPS, scanlinePeriod } from './plan/scanlines.ts'
import { thumbMask } from './sampler.ts'
import { AnalysisThread } from './worker/analysis.ts'
import { ENGINE_VERSION } from './version.ts'
import { rereadField, type CounterLocation, type Still } from './vision/detect.ts'
import type { GrayImage, Rect } from './vision/glyph.ts'
import { gameHint, locateWithHint, withoutAreas } from './hints.ts'

export type ProgressStep = 'downloading' | 'probing' | 'reading' | 'verdict'

/** Options of one validation; all optional. */
export interface ValidateOptions {
  /** Catalogue game (1-16): a hint only, never required. */
  gameId?: number
  signal?: AbortSignal
  onProgress?: (p: { step: ProgressStep; percent: number }) => void
  logger?: EngineLogger
  ffmpegPath?: string
  ffprobePath?: string
  ytdlpPath?: string
  /** Parent folder of the private temp dir used for downloads. */
  workDir?: string
  /** Time limit of each ffmpeg/ffprobe/yt-dlp run, in ms (default 2 hours). */
  timeLimitMs?: number
  /** Largest download accepted from YouTube, in bytes. */
  maxDownloadBytes?: number
  /** Decoder threads (default 2). */
  threads?: number
}

/** The engine's answer: the shared ValidationResult plus which ffmpeg was used. */
export type EngineResult = ValidationResult & { ffmpeg: { path: string; version: string } }

const LOCATE_FRAMES = 24
/** Fields compared in their own colours when the counter is located again after a weak read. */
const RELOCATE_FIELDS = 4
/** Frames a video taller than the locating frames is looked at for a scanline filter in. */
const SCANLINE_FRAMES = 4
const LOCATE_HEIGHT = 1080
const TEXT_PX = 28
const THUMB_W = 64
/** Up to this length one decoding pass is cheaper than seeking for each located frame. */
const SHORT_VIDEO_SECONDS = 120
const DEFAULT_TIME_LIMIT_MS = 2 * 60 * 60 * 1000
const DEFAULT_MAX_DOWNLOAD = 2 * 1024 ** 3

async function localFile(input: string): Promise<string> {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(input)) {
    throw new EngineError('INVALID_INPUT', 'only YouTube URLs or local files can be validated')
  }
  const s = await stat(input).catch((err: unknown) => {
    throw new EngineError('NOT_FOUND', `no such file: ${input}`, { cause: err })
  })
  if (!s.isFile()) throw new EngineError('INVALID_INPUT', `not a file: ${input}`)
  return input
}

/** Validates one video: a local file or a YouTube URL. */
export async function runValidation(input: string, o: ValidateOptions = {}): Promise<EngineResult> {
  const log = o.logger ?? silentLogger
  const ff = resolveFfmpeg(o)
  const spawn: SpawnOptions = {
    signal: o.signal,
    timeLimitMs: o.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS,
  }
  if (!isYoutubeUrl(input)) return analyseFile(await localFile(input), ff, o, log, spawn)
  o.onProgress?.({ step: 'downloading', percent: 0 })
  const fetched = await fetchVideo(
    o.ytdlpPath ?? 'yt-dlp',
    { url: input.trim(), maxBytes: o.maxDownloadBytes ?? DEFAULT_MAX_DOWNLOAD, workDir: o.workDir },
    spawn,
  )
  try {
    o.onProgress?.({ step: 'downloading', percent: 100 })
    return await analyseFile(fetched.file, ff, o, log, spawn)
  } finally {
    await fetched.cleanup()
  }
}

async function analyseFile(
  file: string,
  ff: FfmpegInfo,
  o: ValidateOptions,
  log: EngineLogger,
  spawn: SpawnOptions,
): Promise<EngineResult> {
  const thread = new AnalysisThread()
  try {
    return await analyseWith(thread, file, ff, o, log, spawn)
  } finally {
    await thread.close()
  }
}

/** Probe, locate, then the one decode whose samples the analysis thread reads as they come. */
async function analyseWith(
  thread: AnalysisThread,
  file: string,
  ff: FfmpegInfo,
  o: ValidateOptions,
  log: EngineLogger,
  spawn: SpawnOptions,
): Promise<EngineResult> {
  o.onProgress?.({ step: 'probing', percent: 0 })
  const info = await probeVideo(ff.probePath, file, spawn)
  log.debug({ info }, 'probed')
  const start = await decoding(file, ff, info, o, spawn, thread)
  const { size } = start
  const hint = gameHint(o.gameId)
  // The locating frames are decoded again for a second locate (outside a clock's region, or a
  // field that read as no counter) rather than kept through the scan: 24 frames of 1080p weigh
  // 50 MB, and both are rare. A second locate reports no progress: the steps shown never go back
  // from reading to probing.
  // Of the `n` fields most like the counter in gray, the one most like it in its own colours.
  const locate = async (without: Rect[] = [], n = 1): Promise<Located | null> => {
    const quiet = { ...o, onProgress: undefined }
    const stills = start.stills ?? (await locateFrames(file, ff, info, size, quiet, spawn, thread))
    start.stills = null
    const fields = locateWithHint(without.length ? withoutAreas(stills, without) : stills, hint, n)
    let best: Located | null = null
    for (const field of fields) {
      const at = inOwnColours(field, await fieldColours(file, ff, info, size, field, spawn), size)
      if (!best || at.loc.score > best.loc.score) best = at
    }
    return best
  }
  const located = await locate()
  const location = located?.loc ?? null
  log.debug({ location, projection: located?.projection }, 'counter located')
  const base = {
    videoInfo: {
      videoCodec: info.videoCodec,
      audioCodec: info.audioCodec,
      duration: Math.round(info.duration * 1000) / 1000,
      resolution: `${info.width}x${info.height}`,
    },
    engineVersion: ENGINE_VERSION,
    ffmpeg: { path: ff.path, version: ff.version },
  }
  const readAt = (at: Located) =>
    readCounter(file, ff, info, at.loc, size, o, spawn, log, thread, at.projection)
  // The counter located again outside `without`, and read unless its locating reads are a clock.
  const readElsewhere = async (without: Rect[], n = 1) => {
    const at = await locate(without, n)
    return { at, read: at && !locatedClock(at.loc, info) ? await readAt(at) : null }
  }
  // A clock drawn over the footage (a stream overlay, a speedrun timer) rises steadily and can be
  // located as the score; the score is then looked for elsewhere, and read in a second scan. The
  // locating readings alone may show the clock (then it is never scanned), else the scan's do.
  const clockFirst = location !== null && locatedClock(location, info)
  let at = clockFirst ? null : located
  let read = at ? await readAt(at) : null
  const without: Rect[] = []
  if (location && (clockFirst || (read && isClock(read.timeline, info.fps)))) {
    without.push(location.region)
    const other = await readElsewhere(without)
    at = other.at
    read = other.read
    log.debug({ clock: location.region, other: at }, 'a clock was read: counter located again')
    if (read && isClock(read.timeline, info.fps)) read = null
  }
  // A field read as no counter (too few digits, a number that never changes, nothing proven) was
  // a label, a lives or stage number or a hi-score that outread the score in the locating frames:
  // the counter is looked for once more without it, and that reading is taken where it reads as a
  // counter at least as surely. A reading that found anomalies is kept as it is. The gray locate
  // was fooled then, so the few fields most like the counter are each read in their own colours:
  // coloured digits near their background's gray level (orange over light gray) read as junk in
  // gray, where a hi-score's misreads can outscore them.
  if (at && read && !read.counterLike && read.anomalies.length === 0) {
    without.push(fieldArea(at.loc, size))
    const other = await readElsewhere(without, RELOCATE_FIELDS)
    log.debug({ weak: at.loc.digits, other: other.at }, 'no counter read: counter located again')
    if (other.read?.counterLike && other.read.confidence >= read.confidence) read = other.read
  }
  o.onProgress?.({ step: 'verdict', percent: 100 })
  const { counterLike, ...verdict } = read ?? emptyVerdict()
  return { ...base, ...verdict }
}

/** A located field's digits with half a text height around them: to look beyond that field. */
function fieldArea(loc: CounterLocation, size: { width: number; height: number }): Rect {
  const pad = Math.ceil(loc.textHeight / 2)
  const d = loc.digits
  return {
    x0: Math.max(0, d.x0 - pad),
    y0: Math.max(0, d.y0 - pad),
    x1: Math.min(size.width, d.x1 + pad),
    y1: Math.min(size.height, d.y1 + pad),
  }
}

/**
 * How the video is decoded (the locating size, and the period of a scanline filter to average
 * away, see descanFilter), with the first locating frames decoded that way. A filter is looked
 * for in the locating frames themselves where they are taken at the video's own height (they
 * are then taken again with its rows averaged), in frames of their own for a taller video (its
 * locating frames, scaled down, blur the rows together).
 */
async function decoding(
  file: string,
  ff: FfmpegInfo,
  info: MediaInfo,
  o: ValidateOptions,
  spawn: SpawnOptions,
  thread: AnalysisThread,
): Promise<{ size: Decoding; stills: Still[] | null }> {
  const working = workingSize(info, LOCATE_HEIGHT)
  const tall = info.height > working.height
  const size = { ...working, scanlines: tall ? await scanlineRows(file, ff, info, spawn) : 0 }
  const stills = await locateFrames(file, ff, info, size, o, spawn, thread)
  const scanlines = info.height === working.height ? scanlinePeriod(stills.map((s) => s.image)) : 0
  if (!scanlines) return { size, stills }
  const descanned = { ...size, scanlines }
  const quiet = { ...o, onProgress: undefined }
  return {
    size: descanned,
    stills: await locateFrames(file, ff, info, descanned, quiet, spawn, thread),
  }
}

/**
 * The row period of a scanline filter over the video (scanlinePeriod), 0 for none: a few frames
 * by keyframe seeks at their native height, scaled to as many columns as it averages them to.
 */
async function scanlineRows(
  file: string,
  ff: FfmpegInfo,
  info: MediaInfo,
  spawn: SpawnOptions,
): Promise<number> {
  const frames = await seekFrames({
    ffmpeg: ff.path,
    input: file,
    width: SCANLINE_STRIPS,
    height: info.height,
    times: locateTimestamps(info.duration, SCANLINE_FRAMES),
    spawn,
    analyse: (img) => img,
  })
  return scanlinePeriod(frames)
}

/**
 * A clock shown by the located field's own readings: one per located frame, placed at the times
 * the frames were taken for, on one line (isClock). A keyframes pass takes the first keyframe at
 * or after each time, which can move a clock's readings off its line: then only the scan's
 * readings show it.
 */
function locatedClock(loc: CounterLocation, info: MediaInfo): boolean {
  const times = locateTimestamps(info.duration, LOCATE_FRAMES)
  if (loc.samples.length !== times.length) return false
  const timeline = loc.samples.map((score, i) => ({
    frame: Math.round(times[i]! * info.fps),
    score,
    confidence: 1,
  }))
  return isClock(timeline, info.fps)
}

/**
 * Frames spread over the video for locating the counter: one pass decoding keyframes only (the
 * rest of the file is only read, not decoded), taken when it gives at least half the frames
 * wanted. With fewer keyframes than that, a long video gets one keyframe seek per frame, and a
 * short one (where a single pass costs less than many processes) one full decoding pass keeping
 * the frames nearest the wanted times. (Skipping unreferenced frames there halved the pass but
 * moved the located field on real geki2 enough to misread its score.) Each frame's blobs are
 * found as it arrives, here or on the analysis thread, which is idle until the scan.
 */
async function locateFrames(
  file: string,
  ff: FfmpegInfo,
  info: MediaInfo,
  size: Decoding,
  o: ValidateOptions,
  spawn: SpawnOptions,
  thread: AnalysisThread,
) {
  const times = locateTimestamps(info.duration, LOCATE_FRAMES)
  const analyse = (img: GrayImage) => thread.still(img)
  const base = { ffmpeg: ff.path, input: file, ...size, spawn, analyse }
  const onFrame = (n: number): void =>
    o.onProgress?.({
      step: 'probing',
      percent: Math.min(100, Math.round((n / times.length) * 100)),
    })
  const pick = { ...base, start: info.startTime, onFrame }
  const keyframes = await pickFrames({ ...pick, times, keyframesOnly: true })
  if (keyframes.length >= times.length / 2) return keyframes
  if (info.duration > SHORT_VIDEO_SECONDS) return seekFrames({ ...base, times, onFrame })
  return pickFrames({ ...pick, times: exactTimes(times, info.fps), keyframesOnly: false })
}

/**
 * Half a frame before each wanted frame, for a decoding pass that keeps the first frame at or
 * after each time: exactly frame round(t * fps) of a constant-rate video.
 */
function exactTimes(times: number[], fps: number): number[] {
  return times.map((t) => Math.max(0, (Math.round(t * fps) - 0.5) / fps))
}

/** Fewest located frames whose colours are enough to tell the text's colour from the rest. */
const MIN_COLOUR_FRAMES = 4

/** How the engine's decodes give frames: the locating size, a scanline period averaged away. */
type Decoding = { width: number; height: number; scanlines: number }

/** A located counter and the channel mix it is read in (null: gray). */
interface Located {
  loc: CounterLocation
  projection: Projection | null
}

/** A field's RGB crops at the locating times (`at`: their box) and the mix its text reads in. */
interface FieldColours {
  crops: Uint8Array[]
  at: { x: number; y: number; width: number; height: number }
  projection: Projection | null
}

/**
 * The located field read again in its own colours where those set its text apart better than
 * gray (textProjection): coloured digits over terrain near their gray level read as junk in gray,
 * and the field is then misplaced too. The reading more counter-like of the two is taken, with
 * the mix it was read in (gray on a tie).
 */
function inOwnColours(
  loc: CounterLocation,
  colours: FieldColours | null,
  size: { width: number; height: number },
): Located {
  const p = colours?.projection
  if (!p) return { loc, projection: null }
  const planes = colours.crops.map((f) => ({
    data: projectFrame(f, p),
    width: colours.at.width,
    height: colours.at.height,
  }))
  const again = rereadField(loc, planes, colours.at, size)
  return again && again.score > loc.score
    ? { loc: again, projection: p }
    : { loc, projection: null }
}

/**
 * A field's RGB crops at the locating times (keyframes where there are enough, else, in short
 * videos, one decoding pass) and the channel mix its text reads in (textProjection: null, gray,
 * when gray already sets the text apart or too few frames were found). Null when the field is too
 * small to crop.
 */
async function fieldColours(
  file: string,
  ff: FfmpegInfo,
  info: MediaInfo,
  size: Decoding,
  loc: CounterLocation,
  spawn: SpawnOptions,
): Promise<FieldColours | null> {
  const r = loc.region
  const x = r.x0 - (r.x0 % 2)
  const y = r.y0 - (r.y0 % 2)
  const crop = { x, y, width: (r.x1 - x) & ~1, height: (r.y1 - y) & ~1 }
  if (crop.width < 2 || crop.height < 2) return null
  const times = locateTimestamps(info.duration, LOCATE_FRAMES)
  const pick = { ffmpeg: ff.path, input: file, ...size, start: info.startTime, crop, spawn }
  let crops = await pickColourCrops({ ...pick, times, keyframesOnly: true })
  if (crops.length < MIN_COLOUR_FRAMES && info.duration <= SHORT_VIDEO_SECONDS) {
    crops = await pickColourCrops({
      ...pick,
      times: exactTimes(times, info.fps),
      keyframesOnly: false,
    })
  }
  if (crops.length < MIN_COLOUR_FRAMES) return { crops, at: crop, projection: null }
  const d = loc.digits
  const digits = { x0: d.x0 - x, y0: d.y0 - y, x1: d.x1 - x, y1: d.y1 - y }
  const projection = textProjection(crops, crop.width, crop.height, digits, loc.light)
  return { crops, at: crop, projection }
}

function anySignal(...signals: (AbortSignal | undefined)[]): AbortSignal {
  return AbortSignal.any(signals.filter((s): s is AbortSignal => s !== undefined))
}

/**
 * One scan's reading of a field: the result without the video's facts, and whether it read as a
 * counter.
 */
type FieldReading = Omit<EngineResult, 'videoInfo' | 'engineVersion' | 'ffmpeg'> & {
  counterLike: boolean
}

function emptyVerdict(): FieldReading {
  return {
    counterLike: false,
    maxScore: null,
    message: 'No score counter could be found in this video, so a moderator must check it.',
    isValid: false,
    proofFrameIndex: -1,
    anomalyFrames: [],
    anomalies: [],
    timeline: [],
    verdict: 'uncertain',
    confidence: 0,
    counterBox: null,
  }
}

async function readCounter(
  file: string,
  ff: FfmpegInfo,
  info: MediaInfo,
  loc: CounterLocation,
  size: Decoding,
  o: ValidateOptions,
  spawn: SpawnOptions,
  log: EngineLogger,
  thread: AnalysisThread,
  projection: Projection | null,
): Promise<FieldReading> {
  const r = loc.region
  const crop = {
    x: r.x0 / size.width,
    y: r.y0 / size.height,
    w: (r.x1 - r.x0) / size.width,
    h: (r.y1 - r.y0) / size.height,
  }
  const sx = info.width / size.width
  const sy = info.height / size.height
  const srcText = loc.textHeight * sy
  const cs = cropSize({ width: (r.x1 - r.x0) * sx, height: (r.y1 - r.y0) * sy }, srcText, TEXT_PX)
  const { sampling, tailFrom } = planSampling(info, READS_PER_SECOND)
  const thumbH = Math.max(8, Math.round((THUMB_W * info.height) / info.width))
  const text = srcText * cs.scale
  const top = (loc.digits.y0 - r.y0) * sy * cs.scale
  const band: [number, number] = [
    Math.max(0, Math.floor(top - text * 0.25)),
    Math.min(cs.height, Math.ceil(top + text * 1.25)),
  ]
  const anchor: [number, number] = [
    (loc.digits.x0 - r.x0) * sx * cs.scale,
    (loc.digits.x1 - r.x0) * sx * cs.scale,
  ]
  const thumbSize = THUMB_W * thumbH
  thread.setup({
    textHeight: text,
    ignore: thumbMask(THUMB_W, thumbH, crop),
    band,
    anchor,
    cropWidth: cs.width,
    cropHeight: cs.height,
    thumbSize,
    strictInk: loc.strict,
  })
  let sent = 0
  let shown = -1
  const { infos } = await scanVideo({
    ffmpeg: ff.path,
    input: file,
    sampling,
    crop,
    cropWidth: cs.width,
    cropHeight: cs.height,
    thumbWidth: THUMB_W,
    thumbHeight: thumbH,
    threads: o.threads ?? 2,
    noChecksum: (ff.major ?? 0) >= 5,
    projection,
    scanlines: size.scanlines,
    spawn: { ...spawn, signal: anySignal(spawn.signal, thread.signal) },
    onFrames: (output, frames, count) => {
      if (output === 'crops') sent += count
      return thread.frames(output, frames, count)
    },
    onTime: (pts) => {
      const percent = Math.min(99, Math.round(((pts - info.startTime) / info.duration) * 100))
      if (percent > shown) o.onProgress?.({ step: 'reading', percent: (shown = percent) })
    },
  }).catch((err: unknown) => {
    throw thread.error ?? err
  })
  const frames = sampleFrames(
    sent,
    infos.map((i) => i.pts),
    sampling,
    info,
  )
  const facts = {
    fps: info.fps,
    rate: samplesPerSecond(frames, sampling, info.fps, tailFrom),
    frames,
    textScale: cs.scale,
  }
  const { verdict, tail } = await thread.finish(infos, facts)
  log.debug({ tail }, 'last readings')
  const { proofDigitsX, ...result } = verdict
  // The digits as read in the proof frame (crop pixels back to source pixels), on the located
  // digits' line; the located digits alone where there is no proof. Labels stay outside.
  const fromCrop = (x: number): number => r.x0 * sx + x / cs.scale
  const [x0, x1] = proofDigitsX
    ? [fromCrop(proofDigitsX[0]), fromCrop(proofDigitsX[1])]
    : [loc.digits.x0 * sx, loc.digits.x1 * sx]
  const pad = srcText * 0.3
  const left = Math.max(0, Math.floor(x0 - pad))
  const topY = Math.max(0, Math.floor(loc.digits.y0 * sy - pad))
  const counterBox = {
    x: left,
    y: topY,
    width: Math.min(info.width, Math.ceil(x1 + pad)) - left,
    height: Math.min(info.height, Math.ceil(loc.digits.y1 * sy + pad)) - topY,
  }
  return { ...result, counterBox }
}
