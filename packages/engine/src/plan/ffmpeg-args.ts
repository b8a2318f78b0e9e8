import type { Projection } from './colour.ts'
import { inputGuardArgs } from './formats.ts'

/** A region in fractions of the frame (0..1), so it survives a mid-video resolution change. */
export interface RelBox {
  x: number
  y: number
  w: number
  h: number
}

function common(threads: number): string[] {
  return ['-hide_banner', '-nostdin', '-nostats', '-threads', String(threads)]
}

/**
 * The engine's filters run on ffmpeg's main thread, one frame at a time. By default a graph
 * slices each filter's work over every core (swscale since ffmpeg 5), and waking those threads
 * for a small crop or a thumbnail costs more than the scaling: on 5.1 each scale added about a
 * second to the 5-min 720p30 bench file's scan (5.2 s against 4.0 s), with identical output.
 */
const SERIAL_FILTERS = ['-filter_threads', '1', '-filter_complex_threads', '1']

/**
 * Averages each `period` rows into one (see scanlinePeriod): a scanline filter's dark rows cut
 * every glyph into strips and stripe a light background like dark text; averaged, the picture is
 * the one the filter was drawn over, at its own resolution. Any `period` rows in a row hold one
 * dark row's share, so where a crop starts does not matter. Empty without a period.
 */
export function descanFilter(period?: number): string {
  return period ? `scale=iw:trunc(ih/${period}):flags=area,` : ''
}

/**
 * Frames near the given times (seconds from the stream start, ascending), decoded in one pass and
 * scaled to width x height gray (short videos, where one pass costs less than many seeks). The
 * first decoded frame at or after each time is kept. `keyframesOnly` reads and decodes keyframes
 * only (cheap, but a short clip has few).
 */
export function buildPickArgs(o: {
  input: string
  times: number[]
  /** pts of the stream's first frame, added to each time. */
  start: number
  keyframesOnly: boolean
  width: number
  height: number
  threads: number
  /** Keep only this box of each frame (pixels of width x height), in RGB, instead of all in gray. */
  colourCrop?: { x: number; y: number; width: number; height: number }
  /** Row period of a scanline filter to average away (descanFilter). */
  scanlines?: number
}): string[] {
  const prev = 'if(isnan(prev_selected_t)\\,-1e9\\,prev_selected_t)'
  const c = o.colourCrop
  const out = c ? `crop=${c.width}:${c.height}:${c.x}:${c.y},format=rgb24` : 'format=gray'
  const pick = o.times
    .map((t) => {
      const at = (o.start + t).toFixed(3)
      return `gte(t\\,${at})*lt(${prev}\\,${at})`
    })
    .join('+')
  return [
    ...common(o.threads),
    ...SERIAL_FILTERS,
    '-v',
    'error',
    // The demuxer drops the other packets unread where it can (mp4, mov: a long file's pass takes
    // a fifth of the time); the decoder skips them where it cannot.
    ...(o.keyframesOnly ? ['-discard', 'nokey', '-skip_frame', 'nokey'] : []),
    ...inputGuardArgs(),
    '-i',
    o.input,
    '-map',
    '0:v:0',
    '-vf',
    `select='${pick}',${descanFilter(o.scanlines)}scale=${o.width}:${o.height}:flags=area,${out}`,
    '-vsync',
    'passthrough',
    '-f',
    'rawvideo',
    'pipe:1',
  ]
}

/** One gray frame near time `t` (the keyframe at or before it: a fast seek), scaled to width x height, raw on stdout. */
export function buildStillArgs(o: {
  input: string
  t: number
  width: number
  height: number
  threads: number
  /** Row period of a scanline filter to average away (descanFilter). */
  scanlines?: number
}): string[] {
  return [
    ...common(o.threads),
    ...SERIAL_FILTERS,
    '-v',
    'error',
    '-noaccurate_seek',
    '-ss',
    o.t.toFixed(3),
    ...inputGuardArgs(),
    '-i',
    o.input,
    '-map',
    '0:v:0',
    '-frames:v',
    '1',
    '-vf',
    `${descanFilter(o.scanlines)}scale=${o.width}:${o.height}:flags=area,format=gray`,
    '-f',
    'rawvideo',
    'pipe:1',
  ]
}

const num = (v: number): string => v.toFixed(6)

/**
 * Which decoded frames the main decode keeps. By index: every `stride`-th decoded frame, then
 * every frame from `tailFrom` on (source index = k * stride: exact for any stream). By time, for
 * constant-rate streams only: frames no other frame references are not even decoded (B-frames:
 * about half the decoding work of a typical H.264 stream), frames at least `interval` seconds
 * apart are kept, then every decoded frame from `tailTime` (seconds, as the stream's timestamps
 * count) on; a sample's source index is then its timestamp times the frame rate.
 */
export type ScanSampling =
  | { by: 'index'; stride: number; tailFrom: number }
  | { by: 'time'; interval: number; tailTime: number }

/** What the main decode outputs: the sampling, the counter crop and the thumbnail. */
export interface ScanArgs {
  input: string
  sampling: ScanSampling
  crop: RelBox
  cropWidth: number
  cropHeight: number
  thumbWidth: number
  thumbHeight: number
  threads: number
  /** showinfo can skip its per-frame checksums (ffmpeg >= 5); older builds lack the option. */
  noChecksum: boolean
  /** The crop's levels as this mix of R, G and B rather than gray (see textProjection). */
  projection?: Projection | null
  /** Row period of a scanline filter to average away in the crop (descanFilter). */
  scanlines?: number
}

/**
 * Filters turning a picture into one plane of `p`'s mix: a channel of negative weight is inverted
 * first, so every weight is positive and the levels stay 0..255.
 */
export function projectionFilter(p: Projection): string {
  const inverted = (['r', 'g', 'b'] as const).filter((_, i) => p[i]! < 0)
  const mix = `colorchannelmixer=rr=${num(Math.abs(p[0]))}:rg=${num(Math.abs(p[1]))}:rb=${num(Math.abs(p[2]))}`
  const invert = inverted.length ? [`lutrgb=${inverted.map((c) => `${c}=negval`).join(':')}`] : []
  return ['format=gbrp', ...invert, mix, 'extractplanes=r'].join(',')
}

function selectExpression(s: ScanSampling): string {
  if (s.by === 'index') {
    return `not(mod(n\\,${s.stride}))+gte(n\\,${Math.max(0, Math.floor(s.tailFrom))})`
  }
  const gap = `gte(t-prev_selected_t\\,${num(s.interval)})`
  return `isnan(prev_selected_t)+${gap}+gte(t\\,${num(s.tailTime)})`
}

/**
 * The main decode: the sampled frames (see ScanSampling), each split into a gray crop of the
 * counter (stdout) and a tiny gray thumbnail of the whole frame (fd 3). showinfo logs each sampled
 * frame's size and pts on stderr, which reveals resolution and frame-rate changes that the scale
 * filter would hide, and places time-sampled frames in the source.
 */
export function buildScanArgs(o: ScanArgs): string[] {
  const { crop: c } = o
  const showinfo = o.noChecksum ? 'showinfo=checksum=0' : 'showinfo'
  const graph = [
    `[0:v]select='${selectExpression(o.sampling)}',${showinfo},split=2[a][b]`,
    `[a]crop=w='iw*${num(c.w)}':h='ih*${num(c.h)}':x='iw*${num(c.x)}':y='ih*${num(c.y)}',` +
      `${descanFilter(o.scanlines)}scale=${o.cropWidth}:${o.cropHeight}:flags=bicubic,` +
      `${o.projection ? projectionFilter(o.projection) : 'format=gray'}[c]`,
    `[b]scale=${o.thumbWidth}:${o.thumbHeight}:flags=fast_bilinear,format=gray[t]`,
  ].join(';')
  return [
    ...common(o.threads),
    ...SERIAL_FILTERS,
    '-v',
    'info',
    ...(o.sampling.by === 'time' ? ['-skip_frame', 'noref'] : []),
    ...inputGuardArgs(),
    '-i',
    o.input,
    '-an',
    '-sn',
    '-dn',
    '-filter_complex',
    graph,
    '-vsync',
    'passthrough',
    '-map',
    '[c]',
    '-f',
    'rawvideo',
    'pipe:1',
    '-map',
    '[t]',
    '-f',
    'rawvideo',
    'pipe:3',
  ]
}

/** Decode-only run used by the bench as the reference throughput. */
export function buildDecodeOnlyArgs(input: string, threads: number): string[] {
  return [
    ...common(threads),
    '-v',
    'error',
    ...inputGuardArgs(),
    '-i',
    input,
    '-map',
    '0:v:0',
    '-f',
    'null',
    '-',
  ]
}

/** The per-frame fields showinfo prints that the engine reads. */
export interface ShowinfoFrame {
  n: number
  pts: number
  width: number
  height: number
}

const SHOWINFO = /\bn:\s*(\d+).*?\bpts_time:\s*(-?[\d.]+).*?\bs:(\d+)x(\d+)/

/** Parses one stderr line of the showinfo filter; null for any other line. */
export function parseShowinfoLine(line: string): ShowinfoFrame | null {
  if (!line.includes('Parsed_showinfo')) return null
  const m = SHOWINFO.exec(line)
  if (!m) return null
  return { n: Number(m[1]), pts: Number(m[2]), width: Number(m[3]), height: Number(m[4]) }
}
