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

const BANK = packTemplates([
  ...GLYPH_BANK.map(([label, , hex]) => template(label, unpackGlyph(hex))),
  ...CLOCK_COLONS.map((rows) => template(COLON, bitmapVector(rows))),
])

/** Templates refined at full resolution after the coarse pass. */
const SHORTLIST = 48

/** Distance beyond which a glyph matches nothing; confidence fades to 0 towards it. */
const MAX_DISTANCE = 0.3

/**
 * A template set packed for the search: every template's 8x8 average back to back (the coarse
 * pass reads them in one run) beside the templates themselves.
 */
export interface TemplateSet {
  templates: Template[]
  coarse: Float32Array
}

export function packTemplates(templates: Template[]): TemplateSet {
  const size = (GRID / 2) ** 2
  const coarse = new Float32Array(templates.length * size)
  templates.forEach((t, i) => coarse.set(t.coarse, i * size))
  return { templates, coarse }
}

/**
 * Best distance per label over a template set: a coarse 8x8 pass ranks every template, the best
 * SHORTLIST are measured at full resolution (plus each label's best coarse match, so every label
 * gets a full-resolution distance). Ranks are by coarse distance, then template order; labels are
 * listed by their best rank, so that ties between labels are broken the same way every time.
 */
export function nearestPerLabel(vec: Float32Array, set: TemplateSet): Map<string, number> {
  const { templates } = set
  const rough = coarseDistances(coarsen(vec), set.coarse, templates.length)
  const cut = rankValue(rough, SHORTLIST)
  const best = new Map<string, number>()
  const fine = new Set<number>()
  // Templates at the cut's distance fill the shortlist in template order, as a stable sort would.
  let room = SHORTLIST - countBelow(rough, cut)
  for (let i = 0; i < templates.length; i++) {
    const d = rough[i]!
    const first = best.get(templates[i]!.label)
    if (first === undefined || d < rough[first]!) best.set(templates[i]!.label, i)
    if (d < cut || (d === cut && room-- > 0)) fine.add(i)
  }
  const byRank = [...best.values()].sort((a, b) => rough[a]! - rough[b]! || a - b)
  const out = new Map<string, number>()
  for (const i of byRank) out.set(templates[i]!.label, glyphDistance(vec, templates[i]!.vec))
  for (const i of fine) {
    const t = templates[i]!
    const d = glyphDistance(vec, t.vec)
    if (d < out.get(t.label)!) out.set(t.label, d)
  }
  return out
}

/** Mean absolute difference of `v` to each of `n` vectors of its length packed in `packed`. */
function coarseDistances(v: Float32Array, packed: Float32Array, n: number): Float64Array {
  const len = v.length
  const out = new Float64Array(n)
  for (let t = 0, o = 0; t < n; t++, o += len) {
    let d = 0
    for (let i = 0; i < len; i++) d += Math.abs(v[i]! - packed[o + i]!)
    out[t] = d / len
  }
  return out
}

/** The k-th smallest value (1-based) of `values`, Infinity when there are fewer. */
function rankValue(values: Float64Array, k: number): number {
  if (values.length < k) return Infinity
  const a = Float64Array.from(values)
  let lo = 0
  let hi = a.length - 1
  const want = k - 1
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1]!
    let i = lo
    let j = hi
    while (i <= j) {
      while (a[i]! < pivot) i++
      while (a[j]! > pivot) j--
      if (i <= j) {
        ;[a[i], a[j]] = [a[j]!, a[i]!]
        i++
        j--
      }
    }
    if (want <= j) hi = j
    else if (want >= i) lo = i
    else break
  }
  return a[want]!
}

function countBelow(values: Float64Array, cut: number): number {
  let n = 0
  for (const v of values) if (v < cut) n++
  return n
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
