import { describe, expect, it } from 'vitest'
import { thumbChange, thumbDiff } from './thumbs.ts'

describe('thumbChange', () => {
  it('measures the whole picture, and only outside the mask for the rest', () => {
    const a = new Uint8Array([10, 10, 10, 10, 10, 10])
    const b = new Uint8Array([40, 10, 16, 10, 10, 100])
    // the first two cells (the counter) are masked: its 30-level change counts in `diff` only
    const ignore = new Uint8Array([1, 1, 0, 0, 0, 0])
    const c = thumbChange(a, b, 20, ignore)
    expect(c.diff).toBeCloseTo((30 + 6 + 90) / 6)
    expect(c.diff).toBe(thumbDiff(a, b))
    expect(c.outside).toBeCloseTo((6 + 90) / 4)
    expect(c.changed).toBe(1 / 4)
  })

  it('is all zero for the same picture, or with every cell masked', () => {
    const a = new Uint8Array([5, 200, 7])
    expect(thumbChange(a, a, 20, new Uint8Array(3))).toEqual({ diff: 0, outside: 0, changed: 0 })
    const b = new Uint8Array([50, 20, 70])
    expect(thumbChange(a, b, 20, new Uint8Array([1, 1, 1])).changed).toBe(0)
  })
})
