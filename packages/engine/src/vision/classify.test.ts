import { describe, expect, it } from 'vitest'
import { coarsen, nearestPerLabel, packTemplates, type Template } from './classify.ts'
import { glyphDistance, GRID } from './glyph.ts'

/** A deterministic pseudo-random glyph vector. */
function vector(seed: number): Float32Array {
  let s = seed
  return Float32Array.from({ length: GRID * GRID }, () => {
    s = (s * 1103515245 + 12345) % 2147483648
    return Math.round((s / 2147483648) * 4) / 4
  })
}

const template = (label: string, vec: Float32Array): Template => ({
  label,
  vec,
  coarse: coarsen(vec),
})

/**
 * The search as specified, the slow way: every template ranked by coarse distance (template order
 * on a tie), each label's first and the first 48 measured at full resolution.
 */
function oracle(vec: Float32Array, templates: Template[]): [string, number][] {
  const c = coarsen(vec)
  const ranked = templates
    .map((t, i) => ({ t, i, d: glyphDistance(c, t.coarse) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
  const firsts = ranked.filter((r, k) => ranked.findIndex((o) => o.t.label === r.t.label) === k)
  const out = new Map<string, number>()
  for (const r of [...firsts, ...ranked.slice(0, 48)]) {
    const d = glyphDistance(vec, r.t.vec)
    if (!out.has(r.t.label) || d < out.get(r.t.label)!) out.set(r.t.label, d)
  }
  return [...out]
}

describe('nearest template per label', () => {
  // 300 templates over 13 labels, each drawn three times (identical copies tie at every rank).
  const labels = '0123456789ABC'
  const templates = Array.from({ length: 300 }, (_, i) =>
    template(labels[i % labels.length]!, vector(Math.floor(i / 3) + 1)),
  )
  const set = packTemplates(templates)

  it('measures the shortlist and every label, ranked as a stable sort ranks them', () => {
    for (let seed = 1000; seed < 1040; seed++) {
      const vec = seed % 2 ? vector(seed) : templates[seed % templates.length]!.vec
      expect([...nearestPerLabel(vec, set)]).toEqual(oracle(vec, templates))
    }
  })

  it('gives a template its own label at distance 0', () => {
    const own = templates[42]!
    expect(nearestPerLabel(own.vec, set).get(own.label)).toBe(0)
  })
})
