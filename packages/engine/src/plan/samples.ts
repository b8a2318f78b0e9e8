import type { LitBox } from '../vision/thumbs.ts'

/** Everything the verdict needs about one sampled frame. */
export interface SampleRecord {
  k: number
  /** Source frame index. */
  frame: number
  value: number | null
  digits: string | null
  confidence: number
  textHeight: number
  inkLevel: number
  x0: number
  x1: number
  /** Mean absolute thumbnail difference to the previous sample, whole picture / outside counter. */
  diff: number
  diffOutside: number
  /** Fraction of thumbnail cells outside the counter that changed clearly since the previous sample. */
  changed: number
  /** Lit (not black) area of the sample's thumbnail, in thumbnail cells; null when all black. */
  lit: LitBox | null
}

/** The facts about the video the rules need besides the samples. */
export interface VideoFacts {
  fps: number
  /** Samples per second of video (before the tail, where every frame is read). */
  rate: number
  /** Source frame index of each sample. */
  frames: number[]
  /** Pixels of the samples' text (`textHeight`) per pixel of the source: the crop's scale. */
  textScale: number
}

export function median(values: number[]): number {
  if (!values.length) return 0
  const s = [...values].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]!
}

export function quantile(values: number[], q: number): number {
  if (!values.length) return 0
  const s = [...values].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!
}

/** Text under this share of the counter's usual height is other text, not the counter. */
const FOREIGN_TEXT_HEIGHT = 0.5

/** Text this much taller than the counter's usual height, with extra leading digits, is merged. */
const MERGED_TEXT_HEIGHT = 1.1

/**
 * Readings that are not the counter become unreadable samples: text far smaller than the usual
 * digits, a number with at most half the usual digits at neither of the counter's usual edges
 * (a game-over screen's score table drawn where the counter was), or taller text with two or more
 * digits beyond the usual count reaching over a digit past the counter's usual left edge (an
 * explosion or a sprite drawn beside the counter read as extra leading digits), or a number with
 * twice the usual digits or more reaching over a digit past both of its usual edges (a row of
 * symbols across a name-entry screen). A rescaled or re-rendered counter stays above half its
 * height and keeps its digit count, and a counter that grows keeps its height and gains its
 * digits on one side, so they keep their readings.
 */
export function dropForeignText(samples: SampleRecord[]): SampleRecord[] {
  const ok = samples.filter((s) => s.value !== null && s.digits !== null)
  const height = median(ok.map((s) => s.textHeight))
  const len = median(ok.map((s) => s.digits!.length))
  const [x0, x1] = [median(ok.map((s) => s.x0)), median(ok.map((s) => s.x1))]
  const cell = (x1 - x0) / Math.max(1, len)
  const foreign = (s: SampleRecord): boolean =>
    s.textHeight < height * FOREIGN_TEXT_HEIGHT ||
    (s.digits!.length * 2 <= len && Math.abs(s.x0 - x0) > cell && Math.abs(s.x1 - x1) > cell) ||
    (s.digits!.length >= len * 2 && s.x0 < x0 - cell && s.x1 > x1 + cell) ||
    (s.textHeight > height * MERGED_TEXT_HEIGHT && s.digits!.length >= len + 2 && s.x0 < x0 - cell)
  return samples.map((s) =>
    s.value !== null && s.digits !== null && foreign(s)
      ? { ...s, value: null, digits: null, confidence: 0 }
      : s,
  )
}
