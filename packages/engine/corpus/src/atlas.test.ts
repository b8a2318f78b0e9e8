import { describe, expect, it } from 'vitest'
import { fontByName } from './atlas.ts'
import { Frame, type Rgb } from './frame.ts'

/** The colours of the fully inked pixels of each row of `fr` (a row without any: absent). */
function rowColours(fr: Frame): Map<number, string> {
  const rows = new Map<number, string>()
  for (let y = 0; y < fr.height; y++) {
    for (let x = 0; x < fr.width; x++) {
      const i = (y * fr.width + x) * 3
      const c = [fr.data[i]!, fr.data[i + 1]!, fr.data[i + 2]!]
      if (c.some((v) => v > 0)) rows.set(y, c.join(','))
    }
  }
  return rows
}

describe('Font.draw', () => {
  const font = fontByName('press-start-2p')
  const draw = (gradient?: Rgb): Map<number, string> => {
    const fr = new Frame(100, font.atlas.height)
    font.draw(fr, '8', 0, 0, {
      color: [255, 255, 0],
      gradient,
      scale: 1,
      outline: null,
      shadow: null,
    })
    return rowColours(fr)
  }

  it('fills digits flat without a gradient', () => {
    expect(new Set(draw().values())).toEqual(new Set(['255,255,0']))
  })

  it('shades digits from the colour at their top row to the gradient at their bottom row', () => {
    const rows = draw([255, 0, 0])
    const inked = [...rows.keys()]
    expect(rows.get(Math.min(...inked))).toBe('255,255,0')
    expect(rows.get(Math.max(...inked))).toBe('255,0,0')
    const greens = inked.sort((a, b) => a - b).map((y) => Number(rows.get(y)!.split(',')[1]))
    expect(greens).toEqual([...greens].sort((a, b) => b - a))
    expect(new Set(greens).size).toBeGreaterThan(3)
  })
})
