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
  it('finds digits drawn taller from some point on (a pasted counter)', () => {
    const shift = styleShift(drawn([...run(200, 30), ...run(100, 36)]), 5)
    // Within a window of the change: the medians after it turn once most samples are new.
    expect(shift?.k).toBeGreaterThanOrEqual(195)
    expect(shift?.k).toBeLessThanOrEqual(200)
    expect(shift?.reason).toBe('height 30 -> 36 px')
  })

  it('a few taller boxes, then the usual rendering again, are no change', () => {
    // Only 5 samples (a sprite touching the digits while the rest of them are unreadable).
    expect(styleShift(drawn([...run(200, 30), ...run(5, 36), ...run(100, 30)]), 5)).toBeNull()
  })

  it('steady digits have no change', () => {
    expect(styleShift(drawn(run(300, 30)), 5)).toBeNull()
  })
})
