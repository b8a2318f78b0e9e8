import { describe, expect, it } from 'vitest'
import { extractNumber, extractNumbers, paddedWidth, type GlyphText } from './text.ts'

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

/** Glyphs as measured in a video: [x0, x1, label, contrast] each. */
function measured(rows: [number, number, string, number][]): GlyphText[] {
  return rows.map(([x0, x1, label, contrast]) => ({ x0, x1, label, contrast, confidence: 0.9 }))
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

  it.each([
    ['SCORE 0 327 669', 14, undefined, '0327669'],
    ['SCORE 0 327 669', 14, 10, '0327669'],
    ['12 345 678', 14, 10, '12345678'],
    ['1 250 000', 14, undefined, '1250000'],
  ])(
    'reads across thousands separators (a comma too small to be a glyph, or a space): %s',
    (text, height, pitch, digits) => {
      expect(extractNumber(line(text), height, undefined, pitch)?.digits).toBe(digits)
    },
  )

  it('a narrow separator of a proportional font (a comma in less than a cell) is read across', () => {
    // 8-px digits at a 10-px pitch, a 4-px comma between the groups
    const xs = [0, 14, 24, 34, 48, 58, 68]
    const glyphs = xs.map((x, i) => ({ x0: x, x1: x + 8, label: '0327669'[i]!, confidence: 0.9 }))
    expect(extractNumber(glyphs, 14)?.value).toBe(327669)
  })

  it('a separator gap just narrow enough to join the digits anyway still bounds a group', () => {
    // real glyphs of a 0,327,669 counter read from video: the first gap (26 px) is under 0.9 of
    // the text height and joins as neighbours, the second (27 px) does not
    const xs: [string, number, number][] = [
      ['0', 84, 103],
      ['3', 129, 147],
      ['2', 151, 169],
      ['7', 174, 192],
      ['6', 219, 237],
      ['6', 241, 260],
      ['9', 263, 282],
    ]
    const glyphs = xs.map(([label, x0, x1]) => ({ x0, x1, label, confidence: 0.9 }))
    expect(extractNumber(glyphs, 30)?.value).toBe(327669)
  })

  it.each([
    ['1234 567', 14, 10, ['1234', '567']],
    ['12 3456', 14, 10, ['12', '3456']],
    ['12 34', 14, 10, ['12', '34']],
    ['12   345', 14, 10, ['12', '345']],
    ['3  120 450', 14, 10, ['3', '120450']],
  ])('groups that are not thousands stay apart: %s', (text, height, pitch, runs) => {
    expect(extractNumbers(line(text), height, pitch).map((n) => n.digits)).toEqual(runs)
  })

  it('the anchor picks the run at the counter position over a longer one', () => {
    const glyphs = line('1230   9999999')
    expect(extractNumber(glyphs, 12, [0, 40])?.digits).toBe('1230')
    expect(extractNumber(glyphs, 12)?.digits).toBe('9999999')
  })

  it("a label's digit in another colour is no digit of the counter beside it", () => {
    // fresh-012: 'PLAYER 1' in cyan before red digits (boxes and contrasts as measured there; the
    // counter's own thin 1 has less contrast than its other digits)
    const glyphs = measured([
      [85, 89, '1', 88],
      [110, 126, '5', 54],
      [134, 138, '1', 42],
      [147, 164, '5', 52],
      [166, 182, '0', 51],
    ])
    expect(extractNumbers(glyphs, 30).map((n) => n.digits)).toEqual(['1', '5150'])
    glyphs[0]!.contrast = 62
    expect(extractNumbers(glyphs, 30).map((n) => n.digits)).toEqual(['15150'])
  })

  it("a label's letter in another colour a space before three digits is no thousands group", () => {
    // concat-000: the green label's E read as an 8 before red digits (as measured there); in
    // the digits' own ink it would be 8,480
    const glyphs = measured([
      [54, 69, '8', 127],
      [85, 97, '4', 65],
      [106, 117, '8', 62],
      [124, 135, '0', 65],
    ])
    expect(extractNumbers(glyphs, 28, 19.4).map((n) => n.digits)).toEqual(['8', '480'])
    expect(extractNumbers(glyphs, 28).map((n) => n.digits)).toEqual(['8', '480'])
    glyphs[0]!.contrast = 66
    expect(extractNumbers(glyphs, 28, 19.4).map((n) => n.digits)).toEqual(['8480'])
    expect(extractNumbers(glyphs, 28).map((n) => n.digits)).toEqual(['8480'])
  })

  it('the weakest glyph sets the confidence; no digits gives null', () => {
    const glyphs = line('456')
    glyphs[1]!.confidence = 0.2
    expect(extractNumber(glyphs, 12)?.confidence).toBe(0.2)
    expect(extractNumber(line('SCORE'), 12)).toBeNull()
  })
})

describe('paddedWidth', () => {
  const times = (n: number, d: string | null): (string | null)[] => Array<string | null>(n).fill(d)

  it("is the width of a zero-padded counter's readings, also when some are read wider", () => {
    // real powermanga re-encoded: a gauge's round end read as digits on the counter's left
    const readings = [...times(10, '00000000'), null, ...times(8, '88900000004'), '00000040']
    expect(paddedWidth(readings)).toBe(8)
  })

  it('is null for a counter drawn without padding, or a 0 misread in front of it now and then', () => {
    expect(paddedWidth(['0', '120', '1250', '13400', '13400', '0', '15000'])).toBeNull()
    expect(paddedWidth([...times(19, '13400'), '013400'])).toBeNull()
  })

  it('is null once a padded counter shows a number as wide as its padding', () => {
    expect(paddedWidth([...times(3, '00980000'), ...times(9, '12000000')])).toBeNull()
  })
})
