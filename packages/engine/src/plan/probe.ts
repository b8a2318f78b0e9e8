import { inputGuardArgs } from './formats.ts'

/** What the engine needs to know about a video before decoding it. */
export interface MediaInfo {
  videoCodec: string
  audioCodec: string
  duration: number
  width: number
  height: number
  /** Native frame rate (frames per second), from r_frame_rate or avg_frame_rate. */
  fps: number
  /**
   * The stream states one frame rate and keeps to it (r_frame_rate and avg_frame_rate agree), so
   * a frame's index is its timestamp times fps.
   */
  constantRate: boolean
  /** Frame count if the container states it, else estimated from duration * fps. */
  frameCount: number
  /** Start time of the video stream (seconds); frame indices count from it. */
  startTime: number
  formatName: string
}

export function buildProbeArgs(input: string): string[] {
  return [
    '-v',
    'error',
    ...inputGuardArgs(),
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    '-i',
    input,
  ]
}

interface RawStream {
  codec_type?: string
  codec_name?: string
  width?: number
  height?: number
  r_frame_rate?: string
  avg_frame_rate?: string
  duration?: string
  nb_frames?: string
  start_time?: string
  tags?: Record<string, string>
  side_data_list?: { rotation?: number }[]
  disposition?: { attached_pic?: number }
}
interface RawProbe {
  streams?: RawStream[]
  format?: { duration?: string; format_name?: string; start_time?: string }
}

/** Parses "30000/1001" or "25" into a number; 0 when absent or invalid. */
export function parseRate(rate: string | undefined): number {
  if (!rate) return 0
  const [num, den] = rate.split('/').map(Number)
  const value = den === undefined ? num : (num ?? 0) / den
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0
}

function pickFps(stream: RawStream): number {
  const r = parseRate(stream.r_frame_rate)
  const avg = parseRate(stream.avg_frame_rate)
  // r_frame_rate can be a timebase-like 1000 or 90000 for VFR files; prefer avg then.
  if (avg > 0 && (r === 0 || r > 240)) return avg
  return r || avg
}

/** Both stated rates are known and agree within half a percent. */
function isConstantRate(stream: RawStream): boolean {
  const r = parseRate(stream.r_frame_rate)
  const avg = parseRate(stream.avg_frame_rate)
  return r > 0 && avg > 0 && Math.abs(r - avg) <= r * 0.005
}

function positive(value: string | undefined): number {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : 0
}

/**
 * The picture is shown turned by a quarter (a phone held upright): ffmpeg turns the decoded frames
 * as a player does, so width and height swap. ffprobe 5 and later state the turn in the display
 * matrix side data, older ones in a `rotate` tag.
 */
function quarterTurn(stream: RawStream): boolean {
  const turns = [
    Number(stream.tags?.rotate ?? 0),
    ...(stream.side_data_list ?? []).map((d) => Number(d.rotation ?? 0)),
  ]
  return turns.some((deg) => Math.abs(deg) % 180 === 90)
}

/** Turns ffprobe's JSON into MediaInfo; null when the file has no video stream. */
export function parseProbe(json: string): MediaInfo | null {
  const raw = JSON.parse(json) as RawProbe
  const streams = raw.streams ?? []
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic)
  if (!video) return null
  const audio = streams.find((s) => s.codec_type === 'audio')
  const duration = positive(video.duration) || positive(raw.format?.duration)
  const fps = pickFps(video) || 30
  const stated = positive(video.nb_frames) || positive(video.tags?.NUMBER_OF_FRAMES)
  const rotation = quarterTurn(video)
  return {
    videoCodec: video.codec_name ?? 'unknown',
    audioCodec: audio?.codec_name ?? 'none',
    duration,
    width: (rotation ? video.height : video.width) ?? 0,
    height: (rotation ? video.width : video.height) ?? 0,
    fps,
    constantRate: isConstantRate(video),
    frameCount: stated || Math.round(duration * fps),
    startTime: Number(video.start_time ?? raw.format?.start_time ?? 0) || 0,
    formatName: raw.format?.format_name ?? 'unknown',
  }
}

/** The largest video the engine reads: 3 hours, and 8K (7680x4320) either way up. */
export const MEDIA_LIMITS = { maxSeconds: 3 * 60 * 60, maxLongSide: 7680, maxShortSide: 4320 }

/** Why a probed video is past MEDIA_LIMITS (or has no picture size), or null when it is fine. */
export function limitProblem(info: MediaInfo): string | null {
  const { width, height, duration } = info
  if (width < 1 || height < 1) return 'the video has no valid picture size'
  const { maxSeconds, maxLongSide, maxShortSide } = MEDIA_LIMITS
  if (Math.max(width, height) > maxLongSide || Math.min(width, height) > maxShortSide) {
    return `the picture is ${width}x${height}, larger than ${maxLongSide}x${maxShortSide}`
  }
  if (duration > maxSeconds) {
    const hours = (duration / 3600).toFixed(1)
    return `the video lasts ${hours} hours, longer than the ${maxSeconds / 3600}-hour limit`
  }
  return null
}
