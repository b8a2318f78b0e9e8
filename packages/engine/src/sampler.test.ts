import { describe, expect, it } from 'vitest'
import { withoutTallShapes } from './sampler.ts'
import type { RawGlyph, Segmented } from './vision/read-line.ts'

const glyph = (x0: number, y0: number, y1: number): RawGlyph => ({
  rect: { x0, x1: x0 + 8, y0, y1 },
  vec: new Float32Array(256),
})

describe('withoutTallShapes', () => {
  it("drops a shape much taller than the counter's text (a panel edge beside the digits)", () => {
    const line: Segmented = {
      glyphs: [glyph(0, 0, 30), glyph(12, 8, 22), glyph(22, 8, 22), glyph(32, 7, 23)],
      textHeight: 30,
      light: true,
      inkLevel: 200,
    }
    const kept = withoutTallShapes(line, 15)
    expect(kept.glyphs.map((g) => g.rect.x0)).toEqual([12, 22, 32])
    expect(kept.textHeight).toBe(16)
  })

  it('keeps a line whose shapes all have the height of text', () => {
    const line: Segmented = {
      glyphs: [glyph(0, 8, 22), glyph(10, 7, 23)],
      textHeight: 16,
      light: true,
      inkLevel: 200,
    }
    expect(withoutTallShapes(line, 15)).toBe(line)
  })
})
