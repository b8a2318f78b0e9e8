import { describe, expect, it } from 'vitest'
import { extractNumber, extractNumbers, type GlyphText } from './text.ts'

/** Glyphs from a string: one 10-px cell each, ' ' leaves a gap, letters are not digits. */
function line(text: string, conf = 0.9): GlyphText[] {
  const out: GlyphText[] = []
  ;[...text].forEach((ch, i) => {
    if (ch === ' ') return
    out.push({
      x0: i * 10,
      x1: i * 10 + 8,
      label: ch >= '0' && ch <= '9' ? ch : '?',
      confidence: conf,
    })
  })
  return out
}

describe('extractNumber', () => {
  it.each([
    ['SCORE 0012340', '0012340', 12340],
    ['1UP 45600', '45600', 45600],
    ['12345', '12345', 12345],
    ['P1 3 HI 99999', '99999', 99999],
    ['x2      1230', '1230', 1230],
  ])('%s -> %s', (text, digits, value) => {
    expect(extractNumber(line(text), 12)).toMatchObject({ digits, value })
  })

  it('a wide gap splits runs', () => {
    expect(extractNumbers(line('123    4567'), 12).map((n) => n.digits)).toEqual(['123', '4567'])
  })

  it("a digit-like glyph a space before the digits is not part of them (a label's last letter)", () => {
    const glyphs = line('8 0000140')
    expect(extractNumbers(glyphs, 16).map((n) => n.digits)).toEqual(['8', '0000140'])
  })

  it("with the counter's pitch known, an empty cell ends a run: two label letters read as digits stay apart", () => {
    // 'e:' of xgalaga's 'Score:' read as digits, a space, then the counter: the edge gap (12 px)
    // is under the text height's 0.9, the centres are two cells apart.
    const glyphs = line('88 0001000')
    expect(extractNumbers(glyphs, 14).map((n) => n.digits)).toEqual(['880001000'])
    expect(extractNumbers(glyphs, 14, 10).map((n) => n.digits)).toEqual(['88', '0001000'])
  })

  it('the anchor picks the run at the counter position over a longer one', () => {
    const glyphs = line('1230   9999999')
    expect(extractNumber(glyphs, 12, [0, 40])?.digits).toBe('1230')
    expect(extractNumber(glyphs, 12)?.digits).toBe('9999999')
  })

  it('the weakest glyph sets the confidence; no digits gives null', () => {
    const glyphs = line('456')
    glyphs[1]!.confidence = 0.2
    expect(extractNumber(glyphs, 12)?.confidence).toBe(0.2)
    expect(extractNumber(line('SCORE'), 12)).toBeNull()
  })
})
