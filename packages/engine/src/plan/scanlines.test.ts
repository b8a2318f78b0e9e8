import { describe, expect, it } from 'vitest'
import type { GrayImage } from '../vision/glyph.ts'
import { scanlinePeriod } from './scanlines.ts'

/** A picture of random gray blocks `k` rows high (a low-resolution game upscaled k times). */
function blocks(width: number, height: number, k: number, seed: number, level = 255): GrayImage {
  let s = seed
  const rand = (): number => (s = (s * 16807) % 2147483647) / 2147483647
  const cells = Array.from({ length: Math.ceil(height / k) * width }, () =>
    Math.round(rand() * level),
  )
  const data = new Uint8Array(width * height)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data[y * width + x] = cells[Math.floor(y / k) * width + x]!
  return { data, width, height }
}

/** `img` with the rows at `dark` phases of every `period` rows dimmed to `share` of their level. */
function withScanlines(img: GrayImage, period: number, dark: number[], share = 0.45): GrayImage {
  const data = Uint8Array.from(img.data)
  for (let y = 0; y < img.height; y++) {
    if (!dark.includes(y % period)) continue
    for (let x = 0; x < img.width; x++)
      data[y * img.width + x] = Math.round(data[y * img.width + x]! * share)
  }
  return { ...img, data }
}

/** A black picture with a few bright lines of text-like blocks (a HUD over space). */
function sparse(width: number, height: number, k: number): GrayImage {
  const img = blocks(width, height, k, 5)
  const data = new Uint8Array(img.data.length)
  for (const top of [20, 21, 22, 23, 24, 25, 26, 27, 200, 201, 202, 203, 204, 205])
    data.set(img.data.subarray(top * width, (top + 1) * width), top * width)
  return { ...img, data }
}

const frames = (make: (seed: number) => GrayImage): GrayImage[] => [1, 2, 3, 4].map(make)

describe('scanlinePeriod', () => {
  it('sees none in a picture upscaled without a filter, nor in one at its own resolution', () => {
    expect(scanlinePeriod(frames((s) => blocks(16, 480, 2, s)))).toBe(0)
    expect(scanlinePeriod(frames((s) => blocks(16, 480, 1, s)))).toBe(0)
    expect(scanlinePeriod(frames((s) => blocks(16, 480, 3, s)))).toBe(0)
  })

  it('finds every second row darkened after a 2x upscale, every third after a 3x one', () => {
    expect(scanlinePeriod(frames((s) => withScanlines(blocks(16, 480, 2, s), 2, [1])))).toBe(2)
    expect(scanlinePeriod(frames((s) => withScanlines(blocks(16, 480, 3, s), 3, [2])))).toBe(3)
  })

  it('finds a light filter (rows at three quarters of their level) at either phase', () => {
    const light = (s: number) => withScanlines(blocks(16, 480, 2, s), 2, [0], 0.75)
    expect(scanlinePeriod(frames(light))).toBe(2)
  })

  it('takes the shortest period that shows it: a 2-row filter is no 4-row one, one dark row in 4 is', () => {
    const two = (s: number) => withScanlines(blocks(16, 480, 4, s), 4, [1, 3])
    expect(scanlinePeriod(frames(two))).toBe(2)
    const four = (s: number) => withScanlines(blocks(16, 480, 4, s), 4, [3])
    expect(scanlinePeriod(frames(four))).toBe(4)
  })

  it('judges a mostly black picture by its lit rows alone', () => {
    expect(scanlinePeriod(frames(() => sparse(16, 480, 2)))).toBe(0)
    expect(scanlinePeriod(frames(() => withScanlines(sparse(16, 480, 2), 2, [1])))).toBe(2)
  })

  it('sees none in black frames', () => {
    expect(scanlinePeriod(frames((s) => blocks(16, 480, 2, s, 20)))).toBe(0)
    expect(scanlinePeriod([])).toBe(0)
  })
})
