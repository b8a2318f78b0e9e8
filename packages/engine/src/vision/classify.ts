import { GLYPH_BANK } from './glyph-bank.ts'
import { glyphDistance, GRID, unpackGlyph } from './glyph.ts'
import { bitmapVector, CLOCK_COLONS } from './pixel-fonts.ts'
import { isDigit } from '../plan/text.ts'

export interface Template {
  label: string
  vec: Float32Array
  /** 8x8 average of `vec`, for the coarse first pass of the search. */
  coarse: Float32Array
}

/** 2x2 average pooling of a GRID x GRID vector. */
export function coarsen(v: Float32Array): Float32Array {
  const half = GRID / 2
  const out = new Float32Array(half * half)
  for (let y = 0; y < GRID; y++) {
    for (let x = 0; x < GRID; x++) out[(y >> 1) * half + (x >> 1)]! += v[y * GRID + x]! / 4
  }
  return out
}

/** A clock's colon: no digit, and no part of a score. */
export const COLON = ':'

/** A glyph's class: a digit '0'..'9', a clock's colon, or '?' for anything else (letters, noise). */
export interface Classification {
  label: string
  /** 0..1: how sure the classifier is that the glyph is this digit. */
  confidence: number
  distance: number
}

const template = (label: string, vec: Float32Array): Template => ({
  label,
  vec,
  coarse: coarsen(vec),
})

const BANK: Template[] = [
  ...GLYPH_BANK.map(([label, , hex]) => template(label, unpackGlyph(hex))),
  ...CLOCK_COLONS.map((rows) => template(COLON, bitmapVector(rows))),
]

/** Templates refined at full resolution after the coarse pass. */
const SHORTLIST = 48

/** Distance beyond which a glyph matches nothing; confidence fades to 0 towards it. */
const MAX_DISTANCE = 0.3

/**
 * Best distance per label over a template set: a coarse 8x8 pass ranks every template, the best
 * SHORTLIST are measured at full resolution (plus each label's best coarse match, so every label gets a full-resolution distance).
 */
export function nearestPerLabel(vec: Float32Array, templates: Template[]): Map<string, number> {
  const coarse = coarsen(vec)
  const rough = templates.map((t, i) => [glyphDistance(coarse, t.coarse), i] as const)
  rough.sort((a, b) => a[0] - b[0])
  const fine = new Map<string, number>()
  const firstPerLabel = new Set<number>()
  const seen = new Set<string>()
  for (const [, i] of rough) {
    if (seen.has(templates[i]!.label)) continue
    seen.add(templates[i]!.label)
    firstPerLabel.add(i)
  }
  for (const [, i] of rough.slice(0, SHORTLIST)) firstPerLabel.add(i)
  for (const i of firstPerLabel) {
    const t = templates[i]!
    const d = glyphDistance(vec, t.vec)
    if (d < (fine.get(t.label) ?? Infinity)) fine.set(t.label, d)
  }
  return fine
}

/**
 * Nearest-template classification with a margin-based confidence: a glyph that is as close to a
 * second class as to its best one gets confidence near 0.
 */
export function classifyFromDistances(best: Map<string, number>): Classification {
  const ranked = [...best.entries()].sort((a, b) => a[1] - b[1])
  const [first, second] = ranked
  if (!first) return { label: '?', confidence: 0, distance: 1 }
  const [label, d1] = first
  const d2 = second?.[1] ?? MAX_DISTANCE * 2
  const margin = Math.min(1, ((d2 - d1) / Math.max(d2, 1e-6)) * 2.5)
  const fit = Math.min(1, Math.max(0, (MAX_DISTANCE - d1) / (MAX_DISTANCE * 0.6)))
  if (!isDigit(label) && label !== COLON)
    return { label: '?', confidence: margin * fit, distance: d1 }
  return { label, confidence: margin * fit, distance: d1 }
}

/**
 * Classifies glyph vectors against the committed bank. Results are cached by a coarse key, since a
 * counter shows the same glyph images over and over.
 */
export class GlyphClassifier {
  private cache = new Map<string, Classification>()

  /** Best distance per label over the bank. */
  distances(vec: Float32Array): Map<string, number> {
    return nearestPerLabel(vec, BANK)
  }

  classify(vec: Float32Array): Classification {
    const key = cacheKey(vec)
    const hit = this.cache.get(key)
    if (hit) return hit
    const result = classifyFromDistances(this.distances(vec))
    if (this.cache.size > 50_000) this.cache.clear()
    this.cache.set(key, result)
    return result
  }
}

function cacheKey(vec: Float32Array): string {
  let s = ''
  for (let i = 0; i < vec.length; i += 4) {
    let nib = 0
    for (let j = 0; j < 4; j++) if ((vec[i + j] ?? 0) > 0.5) nib |= 1 << j
    s += nib.toString(16)
  }
  return s
}
