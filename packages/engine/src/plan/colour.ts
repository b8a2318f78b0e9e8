import { otsuOf } from '../vision/binarize.ts'
import type { Rect } from '../vision/glyph.ts'

/**
 * Weights of R, G and B whose absolute values sum to 1: the counter crop is read as
 * sum(w * channel), a channel of negative weight taken as 255 minus it, so levels stay 0..255.
 */
export type Projection = [number, number, number]

/** BT.601 luma: what the gray crop reads when no projection is taken. */
const LUMA: Projection = [0.299, 0.587, 0.114]
/** Colour bins per channel (3 bits) when looking for the text's own colour. */
const BINS = 8
/** The text's colour must be this many times likelier inside the digits' box than around it. */
const TEXT_LIKELIER = 4
/** Luma must mix this share of text and background pixels (balanced error) for colour to be tried. */
const LUMA_MIXED = 0.08
/** ...and the projection must mix under this share of luma's. */
const BETTER = 0.5

/**
 * A channel mix that sets the counter's text apart from what is drawn around it where gray does
 * not: orange digits straight over tan terrain have about the terrain's gray level, so any gray
 * threshold takes both, and light green digits over tan, green and blue blocks are lighter than all
 * of them, but Otsu's threshold parts the dark blocks from the light ones. `frames` are RGB crops
 * (width x height) of the counter's region from the located frames; `digits` the located digits'
 * box in them; `light` whether the text is lighter than its surroundings (as located). The text's
 * colour is the colour bin most common in the box among those much likelier there than around it
 * (the text is drawn there in every frame, the background moves) and on the text's side of the
 * box's mean gray level (a dark bar, shadow or outline drawn with the digits is also likelier in
 * the box); the mix is Fisher's discriminant between pixels of that colour in the box and every
 * pixel around the box. Null (gray is kept) unless gray mixes the two where the reader cuts it
 * (Otsu's threshold over the digits' rows) and the mix, cut the same way, separates them clearly
 * better: the text of that one colour, or of all the colours likelier in the box on its side
 * (scanlines and blur spread thin strokes over several bins, and a stroke's darkened or
 * shadow-blended edge may be the most common of them, which no cut sets apart; fresh-006's orange
 * digits over gray stone).
 */
export function textProjection(
  frames: Uint8Array[],
  width: number,
  height: number,
  digits: Rect,
  light: boolean,
): Projection | null {
  const inside = (i: number): boolean => {
    const x = i % width
    const y = Math.floor(i / width)
    return x >= digits.x0 && x < digits.x1 && y >= digits.y0 && y < digits.y1
  }
  const pixels = width * height
  const boxMask = Uint8Array.from({ length: pixels }, (_, i) => (inside(i) ? 1 : 0))
  const boxPixels = boxMask.reduce((n, v) => n + v, 0)
  if (!frames.length || boxPixels === 0 || boxPixels === pixels) return null
  // Each pixel's colour bin (3 bits a channel), found once.
  const bins = frames.map((f) =>
    Uint16Array.from(
      { length: pixels },
      (_, i) => ((f[3 * i]! >> 5) * BINS + (f[3 * i + 1]! >> 5)) * BINS + (f[3 * i + 2]! >> 5),
    ),
  )
  const inBox = new Float64Array(BINS ** 3)
  const around = new Float64Array(BINS ** 3)
  for (const b of bins) for (let i = 0; i < pixels; i++) (boxMask[i] ? inBox : around)[b[i]!]! += 1
  const nIn = boxPixels * frames.length
  const nOut = (pixels - boxPixels) * frames.length
  const gray = (b: number): number => {
    const centre = (v: number): number => (v % BINS) * 32 + 16
    return projectPixel(LUMA, centre(b >> 6), centre(b >> 3), centre(b))
  }
  const boxGray = inBox.reduce((sum, n, b) => sum + n * gray(b), 0) / nIn
  let text = -1
  /** 1 for every colour bin much likelier in the box, on the text's side. */
  const isText = new Uint8Array(BINS ** 3)
  for (let b = 0; b < inBox.length; b++) {
    const share = inBox[b]! / nIn
    const likelier = share / (around[b]! / nOut + 1e-3)
    const side = light ? gray(b) > boxGray : gray(b) < boxGray
    if (!side || likelier <= TEXT_LIKELIER) continue
    isText[b] = 1
    if (text < 0 || share > inBox[text]! / nIn) text = b
  }
  if (text < 0) return null
  // Per frame and pixel: TEXT (in the box, of a colour `ofText` takes), AROUND (outside the box)
  // or neither.
  const rolesOf = (ofText: (bin: number) => boolean): Uint8Array[] =>
    bins.map((b) =>
      Uint8Array.from(boxMask, (inside, i) => (!inside ? AROUND : ofText(b[i]!) ? TEXT : 0)),
    )
  const roles = rolesOf((bin) => bin === text)
  // The rows the digits are drawn in, the whole width: where the scan's threshold is taken.
  const band = Uint8Array.from({ length: pixels }, (_, i) => {
    const y = Math.floor(i / width)
    return y >= digits.y0 && y < digits.y1 ? 1 : 0
  })
  const lumaMix = mixedShare(frames, roles, band, LUMA)
  if (lumaMix < LUMA_MIXED) return null
  const weights = fisher(frames, roles)
  if (!weights) return null
  const better = (r: Uint8Array[], luma = mixedShare(frames, r, band, LUMA)): boolean =>
    mixedShare(frames, r, band, weights) <= luma * BETTER
  return better(roles, lumaMix) || better(rolesOf((bin) => isText[bin] === 1)) ? weights : null
}

const TEXT = 1
const AROUND = 2

/** Count, sums and cross sums of RGB pixels. */
class Moments {
  n = 0
  sum = [0, 0, 0]
  cross = [0, 0, 0, 0, 0, 0, 0, 0, 0]

  add(f: Uint8Array, i: number): void {
    this.n++
    for (let a = 0; a < 3; a++) {
      const va = f[3 * i + a]!
      this.sum[a]! += va
      for (let b = 0; b < 3; b++) this.cross[3 * a + b]! += va * f[3 * i + b]!
    }
  }

  mean(): number[] {
    return this.sum.map((s) => s / this.n)
  }

  covariance(): number[] {
    const m = this.mean()
    return this.cross.map((c, k) => c / this.n - m[Math.floor(k / 3)]! * m[k % 3]!)
  }
}

/**
 * Fisher's discriminant between the TEXT and AROUND pixels (pooled covariance, slightly
 * regularised: a flat colour has none), scaled so its absolute weights sum to 1; null where either
 * class is empty.
 */
function fisher(frames: Uint8Array[], roles: Uint8Array[]): Projection | null {
  const fg = new Moments()
  const bg = new Moments()
  frames.forEach((f, k) => {
    const r = roles[k]!
    for (let i = 0; i < r.length; i++) {
      if (r[i] === TEXT) fg.add(f, i)
      else if (r[i] === AROUND) bg.add(f, i)
    }
  })
  if (!fg.n || !bg.n) return null
  const cf = fg.covariance()
  const cb = bg.covariance()
  const a = cf.map((v, k) => v + cb[k]! + (k % 4 === 0 ? 25 : 0))
  const [mf, mb] = [fg.mean(), bg.mean()]
  const w = solve3(a, [mf[0]! - mb[0]!, mf[1]! - mb[1]!, mf[2]! - mb[2]!])
  const norm = Math.abs(w[0]) + Math.abs(w[1]) + Math.abs(w[2])
  return norm > 0 ? [w[0] / norm, w[1] / norm, w[2] / norm] : null
}

/** Solves the 3x3 system a x = b (row-major a) by Cramer's rule. */
export function solve3(a: number[], b: number[]): [number, number, number] {
  const det = (m: number[]): number =>
    m[0]! * (m[4]! * m[8]! - m[5]! * m[7]!) -
    m[1]! * (m[3]! * m[8]! - m[5]! * m[6]!) +
    m[2]! * (m[3]! * m[7]! - m[4]! * m[6]!)
  const d = det(a)
  if (d === 0) return [0, 0, 0]
  const col = (c: number): number[] => a.map((v, k) => (k % 3 === c ? b[Math.floor(k / 3)]! : v))
  return [det(col(0)) / d, det(col(1)) / d, det(col(2)) / d]
}

/** A pixel's level under a projection, as the scan's filters compute it (0..255). */
export function projectPixel(w: Projection, r: number, g: number, b: number): number {
  const level = (weight: number, v: number): number =>
    weight < 0 ? -weight * (255 - v) : weight * v
  return level(w[0], r) + level(w[1], g) + level(w[2], b)
}

/**
 * How much a projection mixes the TEXT pixels with the AROUND pixels where the reader cuts it:
 * the balanced error (half the missed text plus half the background taken) of Otsu's threshold
 * over the levels of the `band` pixels, the text on either side. A level that sets the text apart
 * is not enough: over terrain of many levels Otsu's threshold splits the terrain, text and all.
 */
function mixedShare(
  frames: Uint8Array[],
  roles: Uint8Array[],
  band: Uint8Array,
  w: Projection,
): number {
  const fg = new Float64Array(256)
  const bg = new Float64Array(256)
  const cut = new Float64Array(256)
  frames.forEach((f, k) => {
    const r = roles[k]!
    const levels = projectFrame(f, w)
    for (let i = 0; i < r.length; i++) {
      const v = levels[i]!
      if (band[i]) cut[v]! += 1
      if (r[i]) (r[i] === TEXT ? fg : bg)[v]! += 1
    }
  })
  const t = otsuOf(cut, levelsIn(cut))
  const shareAbove = (h: Float64Array): number =>
    levelsIn(h.subarray(t + 1)) / Math.max(1, levelsIn(h))
  // text above t: misses the text below, takes the background above; or the other way round
  const above = (1 - shareAbove(fg) + shareAbove(bg)) / 2
  return Math.min(above, 1 - above)
}

const levelsIn = (h: Float64Array): number => h.reduce((a, b) => a + b, 0)

/** An RGB picture as one plane of a projection's levels (what the scan's filters make of it). */
export function projectFrame(rgb: Uint8Array, w: Projection): Uint8Array {
  const out = new Uint8Array(rgb.length / 3)
  for (let i = 0; i < out.length; i++) {
    out[i] = Math.min(
      255,
      Math.round(projectPixel(w, rgb[3 * i]!, rgb[3 * i + 1]!, rgb[3 * i + 2]!)),
    )
  }
  return out
}
