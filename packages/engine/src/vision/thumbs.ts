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
