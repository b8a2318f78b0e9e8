import { describe, expect, it } from 'vitest'
import type { SampleRecord } from './samples.ts'
import { styleShift } from './style.ts'

/** Readable samples of a rising counter whose digits are `heights[k]` px tall. */
const drawn = (heights: number[]): SampleRecord[] =>
  heights.map((textHeight, k) => ({
    k,
    frame: k,
    value: 100 * k,
    digits: String(100 * k),
    confidence: 1,
    textHeight,
    inkLevel: 200,
    x0: 0,
    x1: 50,
    diff: 3,
    diffOutside: 3,
    changed: 0.05,
    lit: [0, 63, 0, 47],
  }))

const run = (n: number, h: number): number[] => Array<number>(n).fill(h)

describe('styleShift', () => {
  it('a box a source pixel taller (a glyph a row taller than the others) is no new rendering', () => {
    // Real geki2 at 25 fps: 26 -> 30 px once a 2 shows among its 0s, 3.7 px to a source pixel.
    const heights = drawn([...run(200, 26), ...run(100, 30)])
    expect(styleShift(heights, 5, 3.7)).toBeNull()
    expect(styleShift(heights, 5, 1)?.reason).toBe('height 26 -> 30 px')
  })

  it('finds digits drawn taller from some point on (a pasted counter)', () => {
    const shift = styleShift(drawn([...run(200, 30), ...run(100, 36)]), 5, 1)
    // Within a window of the change: the medians after it turn once most samples are new.
    expect(shift?.k).toBeGreaterThanOrEqual(195)
    expect(shift?.k).toBeLessThanOrEqual(200)
    expect(shift?.reason).toBe('height 30 -> 36 px')
  })

  it('a few taller boxes, then the usual rendering again, are no change', () => {
    // Only 5 samples (a sprite touching the digits while the rest of them are unreadable).
    expect(styleShift(drawn([...run(200, 30), ...run(5, 36), ...run(100, 30)]), 5, 1)).toBeNull()
  })

  it('a reading that grows from one digit to twelve is no new rendering of one counter', () => {
    const samples = drawn([...run(200, 37), ...run(100, 21)]).map((s) => ({
      ...s,
      value: s.k < 200 ? 1 : 111111111111,
      digits: s.k < 200 ? '1' : '111111111111',
    }))
    expect(styleShift(samples, 5, 1)).toBeNull()
    const pasted = samples.map((s) => (s.k < 200 ? s : { ...s, value: 99, digits: '99' }))
    expect(styleShift(pasted, 5, 1)?.reason).toBe('height 37 -> 21 px')
  })

  it('steady digits have no change', () => {
    expect(styleShift(drawn(run(300, 30)), 5, 1)).toBeNull()
  })
})
