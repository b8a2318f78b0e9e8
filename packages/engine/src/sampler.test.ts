import { describe, expect, it } from 'vitest'
import { renderPixelText } from '../test/pixel-text.ts'
import { Sampler } from './sampler.ts'
import { PIXEL_FONTS } from './vision/pixel-fonts.ts'

const THUMB = 16

/** A counter crop showing `value` (six digits, thin 5x7 font, 4x), in a buffer of its own. */
function crop(value: number) {
  const img = renderPixelText(String(value).padStart(6, '0'), PIXEL_FONTS.thin5x7!, 4)
  return { ...img, data: img.data.slice() }
}

describe('Sampler', () => {
  it('reads a crop repeated byte for byte as before, and the first one that differs afresh', () => {
    // each value held for a few samples (a still HUD), each crop a fresh copy of the same bytes
    const values = [100, 100, 100, 250, 250, 900, 900, 900, 900, 1200, 1200, 3450, 7000, 7000]
    const first = crop(0)
    const sampler = new Sampler(28, new Uint8Array(THUMB), [0, first.height], [0, first.width])
    values.forEach((v, k) => sampler.add({ k, crop: crop(v), thumb: new Uint8Array(THUMB) }))
    const records = sampler.finish(values.map((_, k) => k))
    expect(records.map((r) => r.value)).toEqual(values)
  })
})
