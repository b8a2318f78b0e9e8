import { closeVertical } from './binarize.ts'
import type { GrayImage, Rect } from './glyph.ts'

/** A glyph-sized connected component of a local-contrast mask. */
export interface Blob extends Rect {
  light: boolean
  pixels: number
}

/**
 * Summed-area table of `img`, (w + 1) x (h + 1). Integers: 32 bits hold 255 x 16.8M pixels,
 * far past the located frames' 1080 rows.
 */
function integral(img: GrayImage): Uint32Array {
  const { width: w, height: h, data } = img
  const ii = new Uint32Array((w + 1) * (h + 1))
  for (let y = 0; y < h; y++) {
    const src = y * w
    const above = y * (w + 1) + 1
    const out = above + w + 1
    let row = 0
    for (let x = 0; x < w; x++) {
      row += data[src + x]!
      ii[out + x] = ii[above + x]! + row
    }
  }
  return ii
}

/**
 * Masks of pixels clearly brighter / darker than their neighbourhood mean. The comparison is
 * made in integers (v - delta against sum / area, times area), which decides exactly as the
 * mean would.
 */
export function contrastMasks(
  img: GrayImage,
  radius: number,
  delta: number,
): [Uint8Array, Uint8Array] {
  const { width: w, height: h, data } = img
  const ii = integral(img)
  const light = new Uint8Array(w * h)
  const dark = new Uint8Array(w * h)
  for (let y = 0; y < h; y++) {
    const top = Math.max(0, y - radius) * (w + 1)
    const bottom = Math.min(h, y + radius + 1) * (w + 1)
    const rows = (bottom - top) / (w + 1)
    for (let x = 0; x < w; x++) {
      const x0 = x > radius ? x - radius : 0
      const x1 = x + radius + 1 < w ? x + radius + 1 : w
      const sum = ii[bottom + x1]! - ii[top + x1]! - ii[bottom + x0]! + ii[top + x0]!
      const area = rows * (x1 - x0)
      const v = data[y * w + x]!
      if ((v - delta) * area > sum) light[y * w + x] = 1
      else if ((v + delta) * area < sum) dark[y * w + x] = 1
    }
  }
  closeVertical(light, w, h, 2)
  closeVertical(dark, w, h, 2)
  return [light, dark]
}

/**
 * 8-connected components of a mask, as bounding boxes with pixel counts, in the order of their
 * first pixel (row by row). Runs of set pixels are joined to the runs they touch on the row
 * above (union-find), so each pixel is read once.
 */
export function components(mask: Uint8Array, w: number, h: number, light: boolean): Blob[] {
  // Each run: row, first column, end column (exclusive), and its union-find parent.
  let runs = new Int32Array(4 * 1024)
  let n = 0
  const find = (i: number): number => {
    while (runs[4 * i + 3] !== i) {
      const up = runs[4 * runs[4 * i + 3]! + 3]!
      runs[4 * i + 3] = up
      i = up
    }
    return i
  }
  let prevFrom = 0
  for (let y = 0; y < h; y++) {
    const rowFrom = n
    const row = y * w
    let above = prevFrom
    for (let x = 0; x < w; x++) {
      if (!mask[row + x]) continue
      const x0 = x
      while (x < w && mask[row + x]) x++
      if (4 * n + 4 > runs.length) {
        const grown = new Int32Array(runs.length * 2)
        grown.set(runs)
        runs = grown
      }
      runs[4 * n] = y
      runs[4 * n + 1] = x0
      runs[4 * n + 2] = x
      runs[4 * n + 3] = n
      // Runs of the row above touching this one (8-connected): start <= end, end >= start.
      while (above < rowFrom && runs[4 * above + 2]! < x0) above++
      for (let a = above; a < rowFrom && runs[4 * a + 1]! <= x; a++) {
        const ra = find(a)
        const rb = find(n)
        // The root is the earlier run, so a component's root is its first run.
        if (ra < rb) runs[4 * rb + 3] = ra
        else if (rb < ra) runs[4 * ra + 3] = rb
      }
      n++
    }
    prevFrom = rowFrom
  }
  const out: Blob[] = []
  const slot = new Int32Array(n)
  for (let i = 0; i < n; i++) {
    const root = find(i)
    const y = runs[4 * i]!
    const x0 = runs[4 * i + 1]!
    const x1 = runs[4 * i + 2]!
    if (root === i) {
      slot[i] = out.length
      out.push({ x0, y0: y, x1, y1: y + 1, light, pixels: x1 - x0 })
      continue
    }
    const b = out[slot[root]!]!
    b.pixels += x1 - x0
    if (x0 < b.x0) b.x0 = x0
    if (x1 > b.x1) b.x1 = x1
    b.y1 = y + 1
  }
  return out
}

/** Keeps components shaped like a glyph of a HUD counter at this frame size. */
export function glyphLike(b: Blob, frameHeight: number): boolean {
  const w = b.x1 - b.x0
  const h = b.y1 - b.y0
  if (h < 5 || h > frameHeight / 8) return false
  // Touching glyphs (blur, tight spacing) make one wide blob: allow a run of them.
  if (w > h * 8) return false
  const fill = b.pixels / (w * h)
  return fill > 0.1 && fill < 0.95
}
