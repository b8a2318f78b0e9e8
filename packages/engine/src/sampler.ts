import type { SampleRecord } from './plan/samples.ts'
import type { ScanSample } from './run/scan.ts'
import { GlyphClassifier } from './vision/classify.ts'
import { readSample, thumbDiff } from './vision/sample-reader.ts'

/**
 * Turns the decode's samples into records: reads the counter crop and compares the thumbnail
 * with the previous ones. Keeps only the last two thumbnails.
 */
export class Sampler {
  readonly records: SampleRecord[] = []
  /** Difference of each sample's thumbnail to the one two samples back (flash vs cut). */
  readonly diff2: number[] = []
  private prev: Uint8Array[] = []
  private cls = new GlyphClassifier()

  constructor(
    private textHeight: number,
    private ignore: Uint8Array,
  ) {}

  add(s: ScanSample): void {
    const read = readSample(s.crop, this.cls, this.textHeight)
    const [p1, p2] = [this.prev[this.prev.length - 1], this.prev[this.prev.length - 2]]
    this.records.push({
      k: s.k,
      frame: s.frame,
      ...read,
      diff: p1 ? thumbDiff(p1, s.thumb) : 0,
      diffOutside: p1 ? thumbDiff(p1, s.thumb, this.ignore) : 0,
    })
    this.diff2.push(p2 ? thumbDiff(p2, s.thumb) : 0)
    this.prev = [...this.prev.slice(-1), s.thumb]
  }
}

/** Thumbnail mask (1 = ignore) of a relative box, grown by a cell so shake stays inside. */
export function thumbMask(
  w: number,
  h: number,
  box: { x: number; y: number; w: number; h: number },
): Uint8Array {
  const m = new Uint8Array(w * h)
  const x0 = Math.max(0, Math.floor(box.x * w) - 1)
  const x1 = Math.min(w, Math.ceil((box.x + box.w) * w) + 1)
  const y0 = Math.max(0, Math.floor(box.y * h) - 1)
  const y1 = Math.min(h, Math.ceil((box.y + box.h) * h) + 1)
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) m[y * w + x] = 1
  return m
}
