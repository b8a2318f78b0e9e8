import type { ScanSampling } from './ffmpeg-args.ts'
import type { MediaInfo } from './probe.ts'

/** Evenly spread timestamps (seconds, relative to the stream start) for the locating pass. */
export function locateTimestamps(duration: number, count: number): number[] {
  if (duration <= 0) return [0]
  const n = Math.max(1, Math.min(count, Math.floor(duration * 4)))
  return Array.from({ length: n }, (_, i) => ((i + 0.5) / n) * duration)
}

/** Size of the frames the locating pass works on: at most `maxHeight` rows, even dimensions. */
export function workingSize(info: MediaInfo, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(1, maxHeight / info.height)
  const even = (v: number): number => Math.max(2, Math.round((v * scale) / 2) * 2)
  return { width: even(info.width), height: even(info.height) }
}

/**
 * The scan's reads a second, at least (see sampleStride): every decoded frame at 24-30 fps, every
 * 2nd at 50-60. Fewer cost accuracy in short and long videos alike: at 18 a second the eval's
 * 10 s 60 fps clips lost two outcomes, and its long set (150 s at 60 fps) one clean clip, called
 * 'invalid' for a labelling that read its 0s as 8s.
 */
export const READS_PER_SECOND = 25

/** The largest stride (every `stride`-th source frame) that still reads at least `rate` frames a second. */
export function sampleStride(fps: number, rate: number): number {
  return Math.max(1, Math.floor(fps / rate))
}

/** Size of the counter crop fed to the reader: the text scaled to about `targetText` rows. */
export function cropSize(
  region: { width: number; height: number },
  textHeight: number,
  targetText: number,
): { width: number; height: number; scale: number } {
  const scale = Math.min(4, Math.max(0.25, targetText / Math.max(1, textHeight)))
  const even = (v: number): number => Math.max(8, Math.round((v * scale) / 2) * 2)
  return { width: even(region.width), height: even(region.height), scale }
}

/**
 * Source frame index of the k-th frame the scan's select filter keeps: every `stride`-th frame,
 * then every frame from `tailFrom` on.
 */
export function sampleFrameIndex(k: number, stride: number, tailFrom: number): number {
  const head = Math.ceil(Math.max(0, tailFrom) / stride)
  return k < head ? k * stride : Math.max(0, tailFrom) + (k - head)
}

/** First frame of the tail read at full rate: about half a second before the end. */
export function tailStart(frameCount: number, fps: number, stride: number): number {
  return Math.max(0, frameCount - Math.max(stride, Math.round(fps * 0.5)))
}

/**
 * How the main decode samples `info`'s video at `rate` readings per second or more (every
 * `sampleStride`-th frame). A constant-rate stream is sampled by time (its frames that nothing
 * references are not decoded, and timestamps place the samples exactly); any other by
 * decoded-frame index, which counts frames exactly even where timestamps do not. Either way every
 * decoded frame from `tailFrom` on is read (by time, that leaves out the tail's unreferenced
 * frames too).
 */
export function planSampling(
  info: MediaInfo,
  rate: number,
): { sampling: ScanSampling; tailFrom: number } {
  const stride = sampleStride(info.fps, rate)
  const tailFrom = tailStart(info.frameCount, info.fps, stride)
  if (!info.constantRate) return { sampling: { by: 'index', stride, tailFrom }, tailFrom }
  // A little under the stride's interval, so that timestamp jitter does not skip a frame.
  const tailTime = info.startTime + tailFrom / info.fps
  return { sampling: { by: 'time', interval: (stride - 0.1) / info.fps, tailTime }, tailFrom }
}

/**
 * Source frame index of each of the `count` samples of a scan: by index, from the sample's
 * order; by time, from its timestamp (showinfo's pts) at the stream's constant rate, a sample
 * without a timestamp following the one before it.
 */
export function sampleFrames(
  count: number,
  pts: number[],
  sampling: ScanSampling,
  info: Pick<MediaInfo, 'fps' | 'startTime'>,
): number[] {
  if (sampling.by === 'index') {
    return Array.from({ length: count }, (_, k) =>
      sampleFrameIndex(k, sampling.stride, sampling.tailFrom),
    )
  }
  const out: number[] = []
  for (let k = 0; k < count; k++) {
    const t = pts[k]
    const frame = t === undefined ? (out[k - 1] ?? -1) + 1 : (t - info.startTime) * info.fps
    out.push(Math.max(0, Math.round(frame)))
  }
  return out
}

/**
 * Samples per second of video before the tail (from frame `tailFrom` on, every frame is read):
 * the stride's rate when sampling by index, else counted, since skipping the frames nothing
 * references leaves fewer, unevenly spaced samples than asked for.
 */
export function samplesPerSecond(
  frames: number[],
  sampling: ScanSampling,
  fps: number,
  tailFrom: number,
): number {
  if (sampling.by === 'index') return fps / sampling.stride
  const head = frames.filter((f) => f < tailFrom).length
  return head > 1 ? (head * fps) / tailFrom : fps
}
