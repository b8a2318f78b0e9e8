/** Mean absolute difference of two thumbnails. */
export function thumbDiff(a: Uint8Array, b: Uint8Array): number {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!)
  return a.length ? sum / a.length : 0
}

/** How a thumbnail differs from the one before it (one pass over both). */
export interface ThumbChange {
  /** Mean absolute difference over the whole picture. */
  diff: number
  /** The same outside the masked area. */
  outside: number
  /** Fraction of the cells outside the mask that changed by more than `level`. */
  changed: number
}

/**
 * The mean difference of the whole picture and outside `ignore` (mask=1), and the share of cells
 * outside it that changed.
 */
export function thumbChange(
  a: Uint8Array,
  b: Uint8Array,
  level: number,
  ignore: Uint8Array,
): ThumbChange {
  let sum = 0
  let outside = 0
  let changed = 0
  let n = 0
  for (let i = 0; i < a.length; i++) {
    const d = Math.abs(a[i]! - b[i]!)
    sum += d
    if (ignore[i]) continue
    outside += d
    if (d > level) changed++
    n++
  }
  return {
    diff: a.length ? sum / a.length : 0,
    outside: n ? outside / n : 0,
    changed: n ? changed / n : 0,
  }
}

/** Columns x0..x1 and rows y0..y1 (inclusive) of the thumbnail cells brighter than black. */
export type LitBox = [x0: number, x1: number, y0: number, y1: number]

/** Gray level above which a thumbnail cell shows picture rather than a black border. */
const LIT_LEVEL = 24

/** Width of the whole-picture thumbnails the scan streams. */
export const THUMB_WIDTH = 64

/** Bounding box of the lit cells of a `w`-wide thumbnail; null for an all-black picture. */
export function litBox(t: Uint8Array, w = THUMB_WIDTH, level = LIT_LEVEL): LitBox | null {
  const h = t.length / w
  let [x0, x1, y0, y1] = [w, -1, h, -1]
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (t[y * w + x]! <= level) continue
      if (x < x0) x0 = x
      if (x > x1) x1 = x
      if (y < y0) y0 = y
      if (y > y1) y1 = y
    }
  }
  return x1 < 0 ? null : [x0, x1, y0, y1]
}
