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

/** Every `stride`-th source frame is read: about `rate` readings per second of video. */
export function sampleStride(fps: number, rate: number): number {
  return Math.max(1, Math.round(fps / rate))
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
