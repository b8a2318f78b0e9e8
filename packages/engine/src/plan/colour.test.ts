import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { projectPixel, solve3, textProjection, type Projection } from './colour.ts'
import { projectionFilter } from './ffmpeg-args.ts'

type Rgb = [number, number, number]

const W = 60
const H = 30
/** The digits' box: strokes of text colour at every third column inside it. */
const DIGITS = { x0: 15, y0: 8, x1: 45, y1: 22 }

/**
 * Eight RGB crops whose pixel (x, y) in frame f is `colour(x, y, f, inBox, behind)`: `inBox`,
 * whether it lies in the digits' box, and `behind`, the background there, which moves from frame
 * to frame: vertical bands of the `background` colours, shifted by a column each frame.
 */
function painted(
  background: Rgb[],
  colour: (x: number, y: number, f: number, inBox: boolean, behind: Rgb) => Rgb,
): Uint8Array[] {
  return Array.from({ length: 8 }, (_, f) => {
    const out = new Uint8Array(W * H * 3)
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const inBox = x >= DIGITS.x0 && x < DIGITS.x1 && y >= DIGITS.y0 && y < DIGITS.y1
        const behind = background[Math.floor((x + f) / 7) % background.length]!
        out.set(colour(x, y, f, inBox, behind), 3 * (y * W + x))
      }
    }
    return out
  })
}

/**
 * RGB crops of a counter whose strokes are `text` over a moving background (see painted); `bar`,
 * where given, fills the digits' box behind the strokes.
 */
function frames(text: Rgb, background: Rgb[], bar?: Rgb): Uint8Array[] {
  return painted(background, (x, _y, _f, inBox, behind) =>
    inBox && x % 3 === 0 ? text : inBox && bar ? bar : behind,
  )
}

/** Levels between the text and the nearest other colour under `p`, where a threshold splits them. */
function separation(p: Projection | null, text: Rgb, others: Rgb[]): number {
  if (!p) return 0
  const t = projectPixel(p, ...text)
  const o = others.map((c) => projectPixel(p, ...c))
  return Math.max(t - Math.max(...o), Math.min(...o) - t)
}

const luma = (c: Rgb): number => 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]
const ORANGE: Rgb = [210, 145, 45]
const TAN: Rgb = [190, 170, 110]
const GREEN: Rgb = [45, 100, 40]
/** Stone of the orange's own gray level. */
const STONE: Rgb = [153, 153, 153]

describe('the counter read in a mix of colours', () => {
  it('sets orange digits apart from terrain of their own gray level', () => {
    expect(Math.abs(luma(ORANGE) - luma(STONE))).toBeLessThan(1)
    const p = textProjection(frames(ORANGE, [TAN, GREEN, STONE]), W, H, DIGITS, true)
    expect(p).not.toBeNull()
    expect(separation(p, ORANGE, [TAN, GREEN, STONE])).toBeGreaterThan(20)
    expect(Math.abs(p![0]) + Math.abs(p![1]) + Math.abs(p![2])).toBeCloseTo(1)
  })

  it('takes the lighter colour for light text, not a dark bar drawn with it', () => {
    const p = textProjection(frames(ORANGE, [TAN, GREEN, STONE], [15, 15, 20]), W, H, DIGITS, true)
    expect(separation(p, ORANGE, [TAN, GREEN, STONE])).toBeGreaterThan(20)
  })

  it("takes a mix where gray's Otsu cut takes terrain a little darker than the text", () => {
    const light: Rgb = [120, 255, 120]
    const blue: Rgb = [40, 60, 160]
    expect(luma(light) - luma(TAN)).toBeGreaterThan(25)
    const p = textProjection(frames(light, [TAN, GREEN, blue]), W, H, DIGITS, true)
    expect(separation(p, light, [TAN, GREEN, blue])).toBeGreaterThan(20)
  })

  it('judges the mix on all the text colours where its most common one is a dim edge', () => {
    const halo: Rgb = [140, 84, 80]
    const shadow: Rgb = [40, 40, 90]
    const stone: Rgb[] = [
      [150, 100, 100],
      [100, 100, 110],
    ]
    // Orange strokes spread over several bins (compression), each beside a dim edge of one colour
    // and a shadow; scanlines darken every other row.
    const crops = painted(stone, (x, y, f, inBox, behind) => {
      const jitter = ((x * 7 + y * 13 + f * 5) % 5) * 12 - 24
      const stroke: Rgb = [255 - Math.abs(jitter), 160 + jitter, 40 + jitter]
      const c = inBox ? [stroke, stroke, halo, shadow, shadow][x % 5]! : behind
      const lit = y % 2 ? 0.65 : 1
      return [c[0] * lit, c[1] * lit, c[2] * lit]
    })
    const p = textProjection(crops, W, H, DIGITS, true)
    expect(separation(p, [255, 160, 40], stone)).toBeGreaterThan(20)
  })

  it('keeps gray where gray already sets the text apart', () => {
    expect(
      textProjection(frames([250, 250, 250], [[20, 20, 30], GREEN]), W, H, DIGITS, true),
    ).toBeNull()
  })

  it('keeps gray where no colour is drawn in the box more than around it', () => {
    expect(textProjection(frames(TAN, [TAN, GREEN]), W, H, DIGITS, true)).toBeNull()
  })

  it("ffmpeg's filters give the levels projectPixel computes", () => {
    const p: Projection = [0.35, -0.45, -0.2]
    const colours: Rgb[] = [ORANGE, TAN, GREEN, [0, 0, 0], [255, 255, 255], [30, 60, 200]]
    const input = Buffer.from(colours.flatMap((c) => Array.from({ length: 16 }, () => c).flat()))
    const r = spawnSync(
      'ffmpeg',
      [
        ...['-v', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `16x${colours.length}`],
        ...['-i', '-', '-vf', projectionFilter(p), '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
      ],
      { input },
    )
    expect(r.status).toBe(0)
    colours.forEach((c, row) => {
      expect(Math.abs(r.stdout[row * 16 + 8]! - projectPixel(p, ...c))).toBeLessThanOrEqual(1.5)
    })
  })

  it('solves a 3x3 system', () => {
    const x = solve3([2, 1, 0, 1, 3, 1, 0, 1, 4], [4, 10, 14])
    expect(x.map((v) => +v.toFixed(9))).toEqual([1, 2, 3])
  })
})
