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
}

/** The facts about the video the rules need besides the samples. */
export interface VideoFacts {
  fps: number
  stride: number
  /** From this source frame on, every frame was sampled. */
  tailFrom: number
  frameCount: number
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
