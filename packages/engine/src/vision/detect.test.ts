import { describe, expect, it } from 'vitest'
import { renderPixelText } from '../../test/pixel-text.ts'
import type { Blob } from './components.ts'
import {
  anchoredShare,
  counterScore,
  digitsRect,
  locateCounters,
  recurringBlobs,
  risingShare,
  still,
  textLight,
  type RunRead,
} from './detect.ts'
import type { GrayImage } from './glyph.ts'
import { PIXEL_FONTS } from './pixel-fonts.ts'

/** A read of `text` drawn from x0 with 10 px glyphs. */
const read = (frame: number, text: string, x0: number): RunRead => ({
  frame,
  text,
  value: Number(text),
  rect: { x0, x1: x0 + text.length * 10, y0: 0, y1: 12 },
  light: true,
})

const rising = ['1200', '1200', '1350', '1350', '1500', '1500', '2210', '2210']

describe('anchoredShare', () => {
  it('a right-aligned counter growing a digit keeps its right edge', () => {
    const reads = ['980', '990', '1020', '1100'].map((t, i) => read(i, t, 100 - t.length * 10))
    expect(anchoredShare(reads)).toBe(1)
  })

  it('a label edge read as an extra leading digit keeps the right edge', () => {
    const reads = ['1200', '11300', '1400', '1500'].map((t, i) => read(i, t, 100 - t.length * 10))
    expect(anchoredShare(reads)).toBe(1)
  })

  it('digit-like texture read at scattered places is not anchored', () => {
    const xs = [0, 40, 90, 150, 200, 260, 330, 400]
    expect(anchoredShare(rising.map((t, i) => read(i, t, xs[i]!)))).toBeLessThanOrEqual(0.25)
  })
})

describe('counterScore', () => {
  it('the same rising values score lower when read at scattered places', () => {
    const anchored = counterScore(rising.map((t, i) => read(i, t, 50)))
    const xs = [0, 40, 90, 150, 200, 260, 330, 400]
    const scattered = counterScore(rising.map((t, i) => read(i, t, xs[i]!)))
    expect(anchored).toBeGreaterThan(1)
    expect(scattered).toBeLessThan(anchored / 3)
  })

  it('runs longer than any score counter shows are texture, not reads', () => {
    // a gauge's bars read as 8s, one more each frame: rising, anchored and always present
    const bars = Array.from({ length: 8 }, (_, i) => read(i, '8'.repeat(13 + i), 0))
    expect(counterScore(bars)).toBe(0)
    const twelve = Array.from({ length: 8 }, (_, i) => read(i, `9876543210${10 + i}`, 0))
    expect(counterScore(twelve)).toBeGreaterThan(1)
  })

  it('runs flatter than the least text height of the frame size are no counter', () => {
    // 12 px reads: text in a 480-row frame (floor 5 px), strips of a letter in a 1440-row one
    const reads = rising.map((t, i) => read(i, t, 50))
    expect(counterScore(reads)).toBeGreaterThan(1)
    expect(counterScore(reads, 14.4)).toBe(0)
  })
})

describe('digitsRect', () => {
  it('is the row most reads are on, not stretched by a read reaching into a label above', () => {
    const reads = ['20300', '20440', '20500', '56810', '20620'].map((t, i) => read(i, t, 15))
    reads[3] = { ...reads[3]!, rect: { ...reads[3]!.rect, y0: -9 } }
    reads[4] = { ...reads[4]!, rect: { ...reads[4]!.rect, y1: 18 } }
    expect(digitsRect(reads)).toEqual({ digits: { x0: 15, x1: 65, y0: 0, y1: 12 }, textHeight: 12 })
  })

  it('is not stretched by a read running on into texture beside the counter', () => {
    const reads = ['1200', '1250', '1300', '1300888', '1350'].map((t, i) => read(i, t, 100))
    expect(digitsRect(reads).digits).toEqual({ x0: 100, x1: 140, y0: 0, y1: 12 })
    const grown = ['9950', '9990', '10020', '10050'].map((t, i) => read(i, t, 100))
    expect(digitsRect(grown).digits.x1).toBe(150)
  })

  it('is a real box when no read lies on both median edges (reads on several rows)', () => {
    const rows: [number, number][] = [
      [0, 12],
      [0, 12],
      [20, 32],
      [20, 32],
      [5, 40],
    ]
    const reads = rows.map(([y0, y1], i) => ({
      ...read(i, '1200', 100),
      rect: { x0: 100, x1: 140, y0, y1 },
    }))
    const { digits } = digitsRect(reads)
    expect(Object.values(digits).every(Number.isFinite)).toBe(true)
    expect(digits.x1 - digits.x0).toBe(40)
    expect(digits.y1).toBeGreaterThan(digits.y0)
  })
})

describe('risingShare', () => {
  it('takes one rising change of a constant field as weak evidence', () => {
    expect(risingShare(['4646', '4646', '46', '4446', '4646'])).toBeLessThan(0.8)
  })

  it('is near 1 for a field that rises at every change', () => {
    const rises = Array.from({ length: 12 }, (_, i) => String(1000 + i * 50))
    expect(risingShare(rises)).toBeGreaterThan(0.9)
    expect(risingShare(['5000', '5000'])).toBe(0)
  })
})

describe('recurringBlobs', () => {
  const blob = (x0: number, y0: number, w: number, h: number, light = true): Blob => ({
    x0,
    y0,
    x1: x0 + w,
    y1: y0 + h,
    light,
    pixels: (w * h) / 2,
  })

  it('keeps the HUD glyphs, whose digits change in place, and drops scrolling texture', () => {
    // Ten frames: a counter's ones digit (a narrow 1 or a wide 8, one row lower with the
    // encoder's blur in some frames) and a terrain block scrolling down 7 rows a frame.
    const frames = Array.from({ length: 10 }, (_, f) => [
      blob(f % 3 ? 102 : 100, f % 4 ? 20 : 21, f % 3 ? 6 : 10, 16),
      blob(40, 30 + f * 7, 12, 14),
    ])
    const kept = recurringBlobs(frames)
    expect(kept.map((blobs) => blobs.length)).toEqual(frames.map(() => 1))
    expect(kept.every(([b]) => b!.x0 >= 100)).toBe(true)
  })

  it('drops a glyph of the other polarity or height at the same place', () => {
    const hud = blob(100, 20, 8, 16)
    const frames = [[hud], [blob(100, 20, 8, 16, false)], [blob(100, 20, 8, 22)], [hud]]
    // A blob must recur in a fifth of the other frames: here one of three.
    expect(recurringBlobs(frames).map((blobs) => blobs.length)).toEqual([1, 0, 0, 1])
  })
})

describe('textLight', () => {
  const reads = (lights: boolean[]): RunRead[] =>
    lights.map((light, i) => ({ ...read(i, '1200', 0), light }))

  it('follows the polarity most reads found, not the blobs the line was found from', () => {
    // light digits whose line was found from the dark holes and gaps between them
    expect(textLight(reads([true, true, false, true]), false)).toBe(true)
    expect(textLight(reads([false, false, true]), true)).toBe(false)
  })

  it('keeps the blobs polarity on a tie', () => {
    expect(textLight(reads([true, false]), false)).toBe(false)
    expect(textLight(reads([true, false]), true)).toBe(true)
  })
})

describe('locateCounters', () => {
  /** A HUD line: a rising score at the left, a hi-score that never changes at the right. */
  const frame = (score: string): GrayImage => {
    const img: GrayImage = { width: 480, height: 120, data: new Uint8Array(480 * 120).fill(20) }
    const put = (text: string, x: number): void => {
      const t = renderPixelText(text, PIXEL_FONTS.bold7x7!, 2)
      for (let row = 0; row < t.height; row++) {
        img.data.set(t.data.subarray(row * t.width, (row + 1) * t.width), (row + 10) * 480 + x)
      }
    }
    put(score, 10)
    put('00950000', 250)
    return img
  }
  const scores = ['00012300', '00012300', '00014500', '00014500', '00031700', '00031700']
  const stills = scores.map((s) => still(frame(s)))

  it('ranks the fields most counter-like first, each place once', () => {
    const found = locateCounters(stills, 4)
    expect(found).toHaveLength(2)
    expect(found[0]!.samples).toEqual(scores.map(Number))
    expect(found[0]!.digits.x1).toBeLessThan(250)
    expect(found[1]!.samples).toEqual(scores.map(() => 950000))
    expect(found[1]!.digits.x0).toBeGreaterThanOrEqual(250)
    expect(found[0]!.score).toBeGreaterThan(found[1]!.score)
  })

  it('gives as many as asked for, none where nothing reads as a counter', () => {
    expect(locateCounters(stills, 1).map((f) => f.samples)).toEqual([scores.map(Number)])
    const blank = scores.map(() => still({ width: 480, height: 120, data: new Uint8Array(57600) }))
    expect(locateCounters(blank, 4)).toEqual([])
  })
})
