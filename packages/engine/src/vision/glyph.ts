/** A gray (one byte per pixel) image, row-major. */
export interface GrayImage {
  data: Uint8Array
  width: number
  height: number
}

/** Side of the square grid every glyph is normalised to before classification. */
export const GRID = 16
/** Glyphs narrower than this fraction of their height keep their aspect (a '1' stays thin). */
const KEEP_ASPECT_BELOW = 0.55

export interface Rect {
  x0: number
  y0: number
  x1: number // exclusive
  y1: number // exclusive
}

/** The box of the ink (non-zero pixels) of `px` (row stride `stride`) inside `cell`; null if none. */
export function inkBox(px: Uint8Array, stride: number, cell: Rect): Rect | null {
  let box: Rect | null = null
  for (let y = cell.y0; y < cell.y1; y++) {
    for (let x = cell.x0; x < cell.x1; x++) {
      if (!px[y * stride + x]) continue
      box ??= { x0: x, y0: y, x1: x + 1, y1: y + 1 }
      box.x0 = Math.min(box.x0, x)
      box.y0 = Math.min(box.y0, y)
      box.x1 = Math.max(box.x1, x + 1)
      box.y1 = Math.max(box.y1, y + 1)
    }
  }
  return box
}

/**
 * Normalises the ink of a binary mask (1 = ink) inside `r` to a GRID x GRID vector of coverage
 * values in 0..1 by area sampling. Wide glyphs are stretched to the grid; narrow ones are centred
 * at their own aspect so that '1' and '7' keep their look.
 */
export function normaliseGlyph(mask: Uint8Array, stride: number, r: Rect): Float32Array {
  const w = r.x1 - r.x0
  const h = r.y1 - r.y0
  const out = new Float32Array(GRID * GRID)
  if (w <= 0 || h <= 0) return out
  const aspect = w / h
  const gw = aspect < KEEP_ASPECT_BELOW ? Math.max(1, (GRID * aspect) / KEEP_ASPECT_BELOW) : GRID
  const gx0 = (GRID - gw) / 2
  for (let gy = 0; gy < GRID; gy++) {
    const sy0 = r.y0 + (gy * h) / GRID
    const sy1 = r.y0 + ((gy + 1) * h) / GRID
    for (let gx = 0; gx < GRID; gx++) {
      const fx0 = (gx - gx0) / gw
      const fx1 = (gx + 1 - gx0) / gw
      if (fx1 <= 0 || fx0 >= 1) continue
      const sx0 = r.x0 + Math.max(0, fx0) * w
      const sx1 = r.x0 + Math.min(1, fx1) * w
      out[gy * GRID + gx] = coverage(mask, stride, sx0, sy0, sx1, sy1)
    }
  }
  return blur(out)
}

/** [1 2 1]/4 blur in both directions (edges repeated): one-pixel shifts and noise matter less. */
function blur(v: Float32Array): Float32Array {
  const tmp = new Float32Array(v.length)
  const out = new Float32Array(v.length)
  const last = GRID - 1
  for (let y = 0; y < GRID; y++) {
    const row = y * GRID
    for (let x = 0; x < GRID; x++) {
      const [l, r] = [row + (x > 0 ? x - 1 : 0), row + (x < last ? x + 1 : last)]
      tmp[row + x] = (v[l]! + 2 * v[row + x]! + v[r]!) / 4
    }
  }
  for (let y = 0; y < GRID; y++) {
    const [row, up, down] = [y * GRID, (y > 0 ? y - 1 : 0) * GRID, (y < last ? y + 1 : last) * GRID]
    for (let x = 0; x < GRID; x++)
      out[row + x] = (tmp[up + x]! + 2 * tmp[row + x]! + tmp[down + x]!) / 4
  }
  return out
}

/** Mean ink over a fractional rectangle, weighting partly covered pixels. */
function coverage(
  mask: Uint8Array,
  stride: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): number {
  let sum = 0
  let area = 0
  for (let y = Math.floor(y0); y < Math.ceil(y1); y++) {
    const wy = Math.min(y + 1, y1) - Math.max(y, y0)
    if (wy <= 0) continue
    for (let x = Math.floor(x0); x < Math.ceil(x1); x++) {
      const wx = Math.min(x + 1, x1) - Math.max(x, x0)
      if (wx <= 0) continue
      sum += wx * wy * (mask[y * stride + x] ?? 0)
      area += wx * wy
    }
  }
  return area > 0 ? sum / area : 0
}

/**
 * Mean absolute difference of two glyph vectors (0 = identical, 1 = opposite); Infinity as soon as
 * it is sure to exceed `limit` (a nearest-centroid search needs no more).
 */
export function glyphDistance(a: Float32Array, b: Float32Array, limit = Infinity): number {
  const stop = limit * a.length
  let d = 0
  for (let i = 0; i < a.length; i++) {
    d += Math.abs((a[i] ?? 0) - (b[i] ?? 0))
    // Past `limit` the exact distance no longer matters: stop (every 16 cells, cheaply).
    if ((i & 15) === 15 && d > stop) return Infinity
  }
  return d / a.length
}

/** Side of the blocks `glyphGap` compares. */
const GAP_BLOCK = 3

/**
 * Largest mean absolute difference over any GAP_BLOCK x GAP_BLOCK block of two glyph vectors: a
 * stroke one has and the other lacks gives a high gap even where the mean difference is small,
 * while the same character shifted by a pixel differs thinly along every edge.
 */
export function glyphGap(a: Float32Array, b: Float32Array): number {
  let gap = 0
  for (let y = 0; y + GAP_BLOCK <= GRID; y++) {
    for (let x = 0; x + GAP_BLOCK <= GRID; x++) {
      let sum = 0
      for (let dy = 0; dy < GAP_BLOCK; dy++) {
        for (let dx = 0; dx < GAP_BLOCK; dx++) {
          const i = (y + dy) * GRID + x + dx
          sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0))
        }
      }
      gap = Math.max(gap, sum / (GAP_BLOCK * GAP_BLOCK))
    }
  }
  return gap
}

/** Quantises a glyph vector to 4 bits per cell, packed as hex (the committed bank's format). */
export function packGlyph(v: Float32Array): string {
  let s = ''
  for (const x of v) s += Math.round(Math.min(1, Math.max(0, x)) * 15).toString(16)
  return s
}

export function unpackGlyph(s: string): Float32Array {
  const v = new Float32Array(s.length)
  for (let i = 0; i < s.length; i++) v[i] = parseInt(s[i] ?? '0', 16) / 15
  return v
}
