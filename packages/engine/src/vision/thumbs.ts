/** Mean absolute difference of two thumbnails, optionally ignoring a masked area (mask=1). */
export function thumbDiff(a: Uint8Array, b: Uint8Array, ignore?: Uint8Array): number {
  let sum = 0
  let n = 0
  for (let i = 0; i < a.length; i++) {
    if (ignore?.[i]) continue
    sum += Math.abs(a[i]! - b[i]!)
    n++
  }
  return n ? sum / n : 0
}

/** Fraction of thumbnail cells (outside the mask) that changed by more than `level`. */
export function changedFraction(
  a: Uint8Array,
  b: Uint8Array,
  level: number,
  ignore?: Uint8Array,
): number {
  let changed = 0
  let n = 0
  for (let i = 0; i < a.length; i++) {
    if (ignore?.[i]) continue
    if (Math.abs(a[i]! - b[i]!) > level) changed++
    n++
  }
  return n ? changed / n : 0
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
