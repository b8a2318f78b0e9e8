import { describe, expect, it } from 'vitest'
import { closeVertical } from './binarize.ts'
import { components, contrastMasks } from './components.ts'

/** A mask from rows of '#' (set) and '.' (clear). */
function mask(rows: string[]): { m: Uint8Array; w: number; h: number } {
  const w = rows[0]!.length
  const m = new Uint8Array(w * rows.length)
  rows.forEach((r, y) => [...r].forEach((c, x) => (m[y * w + x] = c === '#' ? 1 : 0)))
  return { m, w, h: rows.length }
}

describe('components', () => {
  it('joins pixels touching by a corner and gives boxes and pixel counts', () => {
    const { m, w, h } = mask(['#....', '.#...', '..#.#', '....#'])
    expect(components(m, w, h, true)).toEqual([
      { x0: 0, y0: 0, x1: 3, y1: 3, light: true, pixels: 3 },
      { x0: 4, y0: 2, x1: 5, y1: 4, light: true, pixels: 2 },
    ])
  })

  it('a shape whose arms meet lower down is one component, listed by its first pixel', () => {
    // The U's arms are two components until its bottom row joins them: the dot between them
    // comes after the right arm's first pixel in row order, and is listed after the whole U.
    const { m, w, h } = mask(['#...#.', '#.#.#.', '#...#.', '#####.', '.....#'])
    expect(components(m, w, h, false)).toEqual([
      { x0: 0, y0: 0, x1: 6, y1: 5, light: false, pixels: 12 },
      { x0: 2, y0: 1, x1: 3, y1: 2, light: false, pixels: 1 },
    ])
  })

  it('keeps apart runs one clear column apart, and finds nothing in an empty mask', () => {
    const { m, w, h } = mask(['##.##', '##.##'])
    expect(components(m, w, h, true).map((b) => [b.x0, b.x1, b.pixels])).toEqual([
      [0, 2, 4],
      [3, 5, 4],
    ])
    expect(components(new Uint8Array(12), 4, 3, true)).toEqual([])
  })
})

describe('contrastMasks', () => {
  it('marks exactly the pixels beyond delta of their clipped neighbourhood mean', () => {
    const width = 37
    const height = 23
    const data = new Uint8Array(width * height)
    let seed = 7
    for (let i = 0; i < data.length; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      data[i] = (seed >> 8) % 256
    }
    const radius = 4
    const delta = 28
    const [light, dark] = contrastMasks({ data, width, height }, radius, delta)
    // Brute force, then the vertical gap closing the masks get.
    const want = (sign: 1 | -1): Uint8Array => {
      const out = new Uint8Array(width * height)
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          let sum = 0
          let n = 0
          for (let v = Math.max(0, y - radius); v <= Math.min(height - 1, y + radius); v++) {
            for (let u = Math.max(0, x - radius); u <= Math.min(width - 1, x + radius); u++) {
              sum += data[v * width + u]!
              n++
            }
          }
          out[y * width + x] = sign * (data[y * width + x]! - sum / n) > delta ? 1 : 0
        }
      }
      closeVertical(out, width, height, 2)
      return out
    }
    expect(light.some(Boolean)).toBe(true)
    expect(dark.some(Boolean)).toBe(true)
    expect([...light]).toEqual([...want(1)])
    expect([...dark]).toEqual([...want(-1)])
  })
})
