import { describe, expect, it } from 'vitest'
import { GLYPH_BANK } from './glyph-bank.ts'
import { glyphDistance, glyphGap, GRID, unpackGlyph } from './glyph.ts'

const zero = unpackGlyph(
  GLYPH_BANK.find(([label, font]) => label === '0' && font === 'DejaVuSans-Bold.ttf@40')![2],
)
/** The same zero with a bar across its middle: the stroke that makes it an 8-like shape. */
const barred = zero.map((v, i) => {
  const [x, y] = [i % GRID, Math.floor(i / GRID)]
  return x >= 5 && x < 11 && y >= 7 && y < 10 ? 1 : v
})
/** The zero moved one cell to the right. */
const shifted = zero.map((_, i) => (i % GRID === 0 ? 0 : zero[i - 1]!))

describe('glyphGap', () => {
  it('sees a missing stroke that the mean distance hardly does', () => {
    expect(glyphDistance(zero, barred)).toBeLessThan(0.11)
    expect(glyphGap(zero, barred)).toBeGreaterThan(0.55)
  })

  it('stays low for the same shape shifted by a cell', () => {
    expect(glyphGap(zero, shifted)).toBeLessThan(0.55)
    expect(glyphGap(zero, zero)).toBe(0)
  })
})

describe('glyphDistance', () => {
  it('is exact up to its limit and Infinity once sure to pass it', () => {
    const d = glyphDistance(zero, barred)
    expect(glyphDistance(zero, barred, d)).toBe(d)
    expect(glyphDistance(zero, barred, 1)).toBe(d)
    expect(glyphDistance(zero, barred, d / 2)).toBe(Infinity)
    expect(glyphDistance(zero, zero, 0)).toBe(0)
  })
})
