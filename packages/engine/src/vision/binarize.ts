import type { GrayImage, Rect } from './glyph.ts'

/** Gray-level span under which a column of a rect is flat (no text crosses it). */
const FLAT_SPAN = 24
/** How far (gray levels) a flat column must lie outside the picture's own levels to be a border. */
const BORDER_GAP = 12
/** Share of the other columns' pixels cut off each end of their levels by the border test. */
const TAIL = 0.05

/** Takes the pixels of column `x` of `img`, rows y0 to y1, off the histogram `hist`. */
function removeColumn(hist: Float64Array, img: GrayImage, x: number, y0: number, y1: number): void {
  for (let y = y0; y < y1; y++) hist[img.data[y * img.width + x]!]! -= 1
}

/**
 * The levels of `r`: per column, 1 for a border (see borderColumns), and the histogram of every
 * pixel outside the border columns. One pass over the rect; the flat columns (few) are then
 * taken off the whole rect's histogram rather than every other column counted again.
 */
function levels(img: GrayImage, r: Rect): { border: Uint8Array; hist: Float64Array; n: number } {
  const w = r.x1 - r.x0
  const rows = r.y1 - r.y0
  const lo = new Uint8Array(w).fill(255)
  const hi = new Uint8Array(w)
  const hist = new Float64Array(256)
  const data = img.data
  for (let y = r.y0; y < r.y1; y++) {
    const row = y * img.width + r.x0
    for (let x = 0; x < w; x++) {
      const v = data[row + x]!
      hist[v]! += 1
      if (v < lo[x]!) lo[x] = v
      if (v > hi[x]!) hi[x] = v
    }
  }
  const border = new Uint8Array(w)
  const flat: number[] = []
  for (let x = 0; x < w; x++) if (hi[x]! - lo[x]! < FLAT_SPAN) flat.push(x)
  const all = w * rows
  if (flat.length === w) return { border, hist, n: all }
  // The levels of the columns that are not flat: the picture's own levels.
  const own = hist.slice()
  for (const x of flat) removeColumn(own, img, x + r.x0, r.y0, r.y1)
  const n = all - flat.length * rows
  let below = 0
  let p5 = 0
  while (p5 < 255 && below + own[p5]! <= n * TAIL) below += own[p5++]!
  let above = 0
  let p95 = 255
  while (p95 > 0 && above + own[p95]! <= n * TAIL) above += own[p95--]!
  let borders = 0
  for (const x of flat) {
    if (hi[x]! < p5 - BORDER_GAP || lo[x]! > p95 + BORDER_GAP) {
      border[x] = 1
      borders++
      removeColumn(hist, img, x + r.x0, r.y0, r.y1)
    }
  }
  return { border, hist, n: all - borders * rows }
}

/**
 * Per column of `r`: 1 for a border, a flat column darker (or lighter) than nearly everything in
 * the columns that are not flat. A letterbox beside a picture lit up by a flash is one; the flat
 * gaps between glyphs on a HUD bar are not (they have the bar's own level).
 */
export function borderColumns(img: GrayImage, r: Rect): Uint8Array {
  return levels(img, r).border
}

/** Otsu's threshold of a histogram of `n` levels 0..255. */
export function otsuOf(hist: Float64Array, n: number): number {
  let sum = 0
  for (let i = 0; i < 256; i++) sum += i * hist[i]!
  let sumB = 0
  let wB = 0
  let best = 0
  let threshold = 128
  for (let t = 0; t < 256; t++) {
    wB += hist[t]!
    if (wB === 0) continue
    const wF = n - wB
    if (wF === 0) break
    sumB += t * hist[t]!
    const mB = sumB / wB
    const mF = (sum - sumB) / wF
    const between = wB * wF * (mB - mF) ** 2
    if (between > best) {
      best = between
      threshold = t
    }
  }
  return threshold
}

/**
 * Binary ink mask of `r` (1 = ink), in a buffer of the rect's size. Polarity: whichever side of
 * the threshold the rect's border mostly falls on is the background, so light-on-dark and
 * dark-on-light text both work. `strict`: the ink is only the extreme mode of the ink's side
 * where that side holds two (see inkMode).
 */
export function binarizeRect(
  img: GrayImage,
  r: Rect,
  gap = 2,
  strict = false,
): { mask: Uint8Array; width: number; height: number; light: boolean; threshold: number } {
  const { hist, n } = levels(img, r)
  let t = otsuOf(hist, n)
  const width = r.x1 - r.x0
  const height = r.y1 - r.y0
  let borderAbove = 0
  let border = 0
  for (let y = r.y0; y < r.y1; y++) {
    // the first and last rows whole, the rows between at their two ends only
    const step = y === r.y0 || y === r.y1 - 1 ? 1 : Math.max(1, r.x1 - 1 - r.x0)
    for (let x = r.x0; x < r.x1; x += step) {
      border++
      if (img.data[y * img.width + x]! > t) borderAbove++
    }
  }
  const light = borderAbove <= border / 2
  if (strict) t = inkMode(hist, t, light)
  const mask = new Uint8Array(width * height)
  const data = img.data
  for (let y = 0; y < height; y++) {
    const row = (y + r.y0) * img.width + r.x0
    const out = y * width
    if (light) for (let x = 0; x < width; x++) mask[out + x] = data[row + x]! > t ? 1 : 0
    else for (let x = 0; x < width; x++) mask[out + x] = data[row + x]! <= t ? 1 : 0
  }
  closeVertical(mask, width, height, gap)
  return { mask, width, height, light, threshold: t }
}

/** Fills vertical gaps up to `gap` pixels (scanline filters draw dark rows through glyphs). */
export function closeVertical(mask: Uint8Array, width: number, height: number, gap: number): void {
  for (let x = 0; x < width; x++) {
    let last = -1
    for (let y = 0; y < height; y++) {
      if (!mask[y * width + x]) continue
      if (last >= 0 && y - last > 1 && y - last - 1 <= gap) {
        for (let k = last + 1; k < y; k++) mask[k * width + x] = 1
      }
      last = y
    }
  }
}

/** Least gray levels between the two modes of the ink's side for it to hold two. */
const MODE_GAP = 40
/** Least share of the side's variance the two modes must explain (Otsu's separability). */
const MODE_SEPARABILITY = 0.7
/** Least share of the side the mode nearer the background must take to be one. */
const MODE_SHARE = 0.3

/**
 * The threshold `t` (from histogram `hist`) moved to part the ink's side in two where it holds
 * two modes: white digits over beige terrain fall on one side of a threshold that parts them from
 * green and blue, with the beige, and the beige blocks touching the digits are read as their ink.
 * The extreme mode (the lightest for light text) is the ink then; `t` where the side is one mode.
 */
export function inkMode(hist: Float64Array, t: number, light: boolean): number {
  const side = new Float64Array(256)
  let n = 0
  for (let v = light ? t + 1 : 0; v <= (light ? 255 : t); v++) {
    side[v] = hist[v]!
    n += hist[v]!
  }
  if (n === 0) return t
  const t2 = otsuOf(side, n)
  const low = { w: 0, sum: 0 }
  const high = { w: 0, sum: 0 }
  let squares = 0
  for (let v = 0; v < 256; v++) {
    const h = side[v]!
    const part = v <= t2 ? low : high
    part.w += h
    part.sum += h * v
    squares += h * v * v
  }
  if (!low.w || !high.w) return t
  const [ml, mh] = [low.sum / low.w, high.sum / high.w]
  const mean = (low.sum + high.sum) / n
  const variance = squares / n - mean * mean
  const between = (low.w / n) * (high.w / n) * (mh - ml) ** 2
  const backgroundShare = (light ? low.w : high.w) / n
  const two =
    mh - ml >= MODE_GAP &&
    variance > 0 &&
    between / variance >= MODE_SEPARABILITY &&
    backgroundShare >= MODE_SHARE
  return two ? t2 : t
}
