import { GLYPH_BANK } from './glyph-bank.ts'
import { glyphDistance, unpackGlyph } from './glyph.ts'

export interface Template {
  label: string
  vec: Float32Array
}

/** A glyph's class: a digit '0'..'9', or '?' for anything else (letters, noise). */
export interface Classification {
  label: string
  /** 0..1: how sure the classifier is that the glyph is this digit. */
  confidence: number
  distance: number
}

const BANK: Template[] = GLYPH_BANK.map(([label, , hex]) => ({
  label,
  vec: unpackGlyph(hex),
}))

const isDigit = (label: string): boolean => label >= '0' && label <= '9'

/** Distance beyond which a glyph matches nothing; confidence fades to 0 towards it. */
const MAX_DISTANCE = 0.3

/** Best distance per label over a template set. */
export function nearestPerLabel(vec: Float32Array, templates: Template[]): Map<string, number> {
  const best = new Map<string, number>()
  for (const t of templates) {
    const d = glyphDistance(vec, t.vec)
    if (d < (best.get(t.label) ?? Infinity)) best.set(t.label, d)
  }
  return best
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
  if (!isDigit(label)) return { label: '?', confidence: margin * fit, distance: d1 }
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
