import { describe, expect, it } from 'vitest'
import { binarizeRect, borderColumns, inkMode, otsuOf } from './binarize.ts'
import { GlyphClassifier } from './classify.ts'
import type { GrayImage } from './glyph.ts'
import { LineReader, readKept } from './line-reader.ts'
import { PIXEL_FONTS } from './pixel-fonts.ts'
import { PitchFinder } from './pitch.ts'
import { lineInk, readLine, segmentLine } from './read-line.ts'
import { renderPixelText as render } from '../../test/pixel-text.ts'

const all = (img: GrayImage) => ({ x0: 0, y0: 0, x1: img.width, y1: img.height })

/** The picture lit up by a flash (background raised to `bg`) beside a black border `cols` wide. */
function flashBesideBorder(img: GrayImage, cols: number, bg: number): GrayImage {
  const width = img.width + cols
  const data = new Uint8Array(width * img.height).fill(8)
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const v = img.data[y * img.width + x]!
      data[y * width + cols + x] = v === 20 ? bg : v
    }
  }
  return { data, width, height: img.height }
}

/** `text` placed at (`x`, `y`) on a `width` x `height` picture of the background level 20. */
function onCanvas(text: GrayImage, width: number, height: number, x: number, y: number): GrayImage {
  const img: GrayImage = { width, height, data: new Uint8Array(width * height).fill(20) }
  for (let row = 0; row < text.height; row++) {
    const line = text.data.subarray(row * text.width, (row + 1) * text.width)
    img.data.set(line, (row + y) * width + x)
  }
  return img
}

/** The labels of the glyphs segmented in the whole of `img`, given the text height `expected`. */
function segmentedText(img: GrayImage, expected?: number): string {
  const cls = new GlyphClassifier()
  return segmentLine(img, all(img), 2, expected)
    .glyphs.map((g) => cls.classify(g.vec).label)
    .join('')
}

describe('reading pixel-font digits', () => {
  it.each(['thin5x7', 'bold7x7', 'block7x7'])('%s digits read with the generic bank', (name) => {
    const img = render('0123456789', PIXEL_FONTS[name]!, 4)
    const line = readLine(img, all(img), new GlyphClassifier(), 2)
    expect(line.glyphs.map((g) => g.label).join('')).toBe('0123456789')
  })

  it('scanlines (a dark row through every glyph row) are closed', () => {
    const img = render('3071', PIXEL_FONTS.bold7x7!, 4, true)
    const line = readLine(img, all(img), new GlyphClassifier(), 2)
    expect(line.glyphs.map((g) => g.label).join('')).toBe('3071')
  })

  it('a black border beside a flash-lit picture is left out of the threshold', () => {
    const img = flashBesideBorder(render('49750', PIXEL_FONTS.bold7x7!, 4), 40, 150)
    expect([...borderColumns(img, all(img)).subarray(0, 42)]).toEqual([
      ...Array<number>(40).fill(1),
      0,
      0,
    ])
    const line = readLine(img, all(img), new GlyphClassifier(), 2)
    expect(line.glyphs.map((g) => g.label).join('')).toBe('49750')
  })

  it("a panel's edge taller than the counter's text does not keep touching digits together", () => {
    const text = render('03297500', PIXEL_FONTS.thin5x7!, 4)
    // taller picture: a light panel edge 50 rows high at the left, the digits beside it, and
    // the last two digits touching (their gap filled on the middle rows)
    const width = text.width + 16
    const img = onCanvas(text, width, 60, 16, 8)
    for (let y = 2; y < 52; y++) img.data.fill(200, y * width, y * width + 10)
    const gap = 16 + (1 + 7 * 6 + 5) * 4
    for (let y = 8 + 4 * 4; y < 8 + 5 * 4; y++)
      img.data.fill(230, y * width + gap, y * width + gap + 4)
    expect(segmentedText(img, 28)).toBe('03297500')
    expect(segmentedText(img)).not.toBe('03297500')
  })

  it("a panel's hairline edge beside the digits, broken by scanlines, is no 1", () => {
    const text = render('2840', PIXEL_FONTS.bold7x7!, 4)
    // a light line one pixel wide, 10 columns left of the digits, dark on every third row (as
    // scanlines and compression break it): too broken to be dropped as a rule; where it is lit
    // beside the digits only, it is as high as they are
    const width = text.width + 16
    const img = onCanvas(text, width, text.height + 12, 16, 6)
    for (let y = 6; y < 6 + text.height; y++) if (y % 3) img.data[y * width + 6] = 220
    expect(segmentedText(img)).toBe('12840')
    expect(segmentedText(img, 28)).toBe('2840')
  })

  it('flat gaps between glyphs at the background level are not borders', () => {
    const img = render('3071', PIXEL_FONTS.bold7x7!, 4)
    expect(borderColumns(img, all(img)).every((b) => b === 0)).toBe(true)
  })

  it('the line reader learns the video font and reads a rising counter', () => {
    const reader = new LineReader(12)
    const values = [120, 350, 990, 1480, 2600, 7310, 8540, 10000, 12340]
    for (const v of values) {
      const img = render(String(v).padStart(6, '0'), PIXEL_FONTS.thin5x7!, 4)
      reader.add(segmentLine(img, all(img), 2))
    }
    const labels = reader.labels()
    expect(values.map((_, i) => reader.read(i, labels).value)).toEqual(values)
  })

  it('reads every sample of a long run back from its glyph store, in order', () => {
    const reader = new LineReader(12)
    // 600 samples of 6 glyphs: far more glyph fields than the store first holds (it grows)
    const values = Array.from({ length: 600 }, (_, i) => i * 37)
    for (const v of values) {
      const img = render(String(v).padStart(6, '0'), PIXEL_FONTS.thin5x7!, 4)
      reader.add(segmentLine(img, all(img), 2))
    }
    expect(reader.size).toBe(600)
    const labels = reader.labels()
    expect(values.map((_, i) => reader.read(i, labels).value)).toEqual(values)
  })
})

describe("a glyph's contrast", () => {
  it('is the level of its strokes from the threshold, not of their blurred edges', () => {
    // a 1 in the digits' light gray, then the same 1 in a dimmer label colour, each stroke with
    // a blurred edge pixel on either side (dimmer than both cores, and inked: Otsu cuts at 20)
    const img = render('11', PIXEL_FONTS.bold7x7!, 4)
    const drawn = img.data.slice()
    drawn.forEach((v, i) => {
      if (v > 20) img.data[i] = i % img.width >= 34 ? 160 : 230
      else if (drawn[i - 1]! > 20 || drawn[i + 1]! > 20) img.data[i] = 120
    })
    const seg = segmentLine(img, all(img), 2)
    const t = lineInk(img, all(img), 2).threshold
    expect(t).toBe(20)
    expect(seg.glyphs.map((g) => g.contrast)).toEqual([230 - t, 160 - t])
  })
})

describe('readKept', () => {
  const labels = [...'0123456789'].map((label) => ({ label, confidence: 0.9 }))
  /** Glyphs 10 px wide at a 12 px pitch with these cluster ids (-1: joined no cluster). */
  const kept = (ids: number[], at = 0): Int16Array =>
    Int16Array.from(ids.flatMap((id, i) => [id, at + i * 12, at + i * 12 + 10, 0, 16, 20, 200]))

  it('reads the digits of the labelled clusters', () => {
    expect(readKept(kept([1, 2, 5, 0]), 16, labels).value).toBe(1250)
  })

  it('reads nothing when a glyph that joined no cluster is within a character of the number', () => {
    expect(readKept(kept([1, 2, -1, 0]), 16, labels).value).toBeNull()
    expect(readKept(kept([-1, 1, 2, 5, 0]), 16, labels).value).toBeNull()
  })

  it('reads the number when the glyph that joined no cluster is further away', () => {
    const g = Int16Array.of(...kept([1, 2, 5, 0]), ...kept([-1], 100))
    expect(readKept(g, 16, labels).value).toBe(1250)
  })

  it('reads a zero-padded counter within its width: what was read on its left is no part of it', () => {
    const wider = kept([8, 8, 9, 0, 0, 0, 0, 0, 0, 4, 0])
    expect(readKept(wider, 16, labels).digits).toBe('88900000040')
    const within = readKept(wider, 16, labels, undefined, undefined, 8)
    expect(within.digits).toBe('00000040')
    expect(within.value).toBe(40)
    expect(within.rect).toMatchObject({ x0: 36, x1: 130 })
    // a number as wide as the padding, or wider ones whose last digits do not start with a 0
    expect(
      readKept(kept([1, 2, 3, 4, 5, 6, 7, 8, 9]), 16, labels, undefined, undefined, 8).value,
    ).toBe(123456789)
  })
})

describe("the counter's pitch", () => {
  const cls = new GlyphClassifier()
  const labels = (img: GrayImage, pitch?: number): string =>
    segmentLine(img, all(img), 2, 28, pitch)
      .glyphs.map((g) => cls.classify(g.vec).label)
      .join('')
  /** `text` with each 4-px space between glyphs bridged on its middle rows (blur). */
  const touching = (text: string, font = PIXEL_FONTS.thin5x7!): GrayImage => {
    const img = render(text, font, 4)
    const cell = font['0']![0]!.length + 1
    for (let i = 1; i < text.length; i++) {
      const x = (1 + i * cell) * 4 - 4
      for (let y = 5 * 4; y < 6 * 4; y++)
        img.data.fill(230, y * img.width + x, y * img.width + x + 4)
    }
    return img
  }
  const learn = (images: GrayImage[]): number | null => {
    const finder = new PitchFinder(28)
    for (const img of images) finder.add(lineInk(img, all(img)).cols, 0, img.width)
    return finder.pitch()
  }
  const texts = ['0000000', '0000400', '0012340', '0880880', '0093500']

  it('cuts a run of digits that all touch into as many as pitches fit in it', () => {
    // Seven 28-px digits in 32-px cells (an arcade 8x8 font), all bridged: one 220-px run.
    // Without the pitch the glyph width is guessed from the text height, and the run is cut
    // into ten.
    const img = touching('0880880', PIXEL_FONTS.bold7x7!)
    expect(labels(img, 32)).toBe('0880880')
    expect(labels(img)).toHaveLength(10)
  })

  it('is learnt from the rhythm of the ink over samples, touching or not', () => {
    expect(learn(texts.map((t) => touching(t)))).toBeCloseTo(24, 0)
    expect(learn(texts.map((t) => render(t, PIXEL_FONTS.thin5x7!, 4)))).toBeCloseTo(24, 0)
  })

  it('is taken from a weaker rhythm where the digits touch, where nothing else can cut them', () => {
    // 40 samples of seven 20-px cells whose ink is noisy: in one run (touching) or in runs
    // parted by two empty columns. The rhythm is as weak in both (autocorrelation 0.15-0.2).
    const rhythm = (touching: boolean, noise: number): number | null => {
      let seed = 11
      const random = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
      const finder = new PitchFinder(28)
      for (let s = 0; s < 40; s++) {
        const cols = Array.from({ length: 140 }, (_, x) => {
          if (!touching && x % 20 < 2) return 0
          const ink = x % 20 >= 5 && x % 20 <= 15 ? 10 : 3
          return Math.max(1, Math.round(ink + (random() - 0.5) * 2 * noise))
        })
        finder.add(cols, 0, cols.length)
      }
      return finder.pitch()
    }
    expect(rhythm(true, 10)).toBeCloseTo(20, 0)
    expect(rhythm(false, 15)).toBeNull()
  })

  it('is unknown where the ink has no rhythm or too few glyphs to show one', () => {
    expect(learn([render('0', PIXEL_FONTS.thin5x7!, 4)])).toBeNull()
    const finder = new PitchFinder(28)
    let seed = 7
    const noise = Array.from(
      { length: 300 },
      () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 29,
    )
    finder.add(noise, 0, noise.length)
    expect(finder.pitch()).toBeNull()
  })
})

describe('a font that draws its characters in pieces', () => {
  // Each digit is two strokes with marks between them, a column apart (a stencil font: Garden of
  // Coloured Lights draws its 8 so); at 4 px a font pixel, 28 px tall.
  const stencil: Record<string, string[]> = {
    '8': ['#.#.#', '#...#', '#...#', '#.#.#', '#...#', '#...#', '#.#.#'],
    '0': ['#.#.#', '#...#', '#...#', '#...#', '#...#', '#...#', '#.#.#'],
  }
  const boxes = (img: GrayImage, expected?: number): string[] =>
    segmentLine(img, all(img), 2, expected).glyphs.map((g) => `${g.rect.x0}-${g.rect.x1}`)

  it('joins the pieces of a character into one glyph where the text height is known', () => {
    const img = render('8008', stencil, 4)
    expect(boxes(img, 28)).toEqual(['4-24', '28-48', '52-72', '76-96'])
    // without it (the counter not yet located), the pieces stay apart
    expect(boxes(img).length).toBeGreaterThan(4)
  })

  it('keeps narrow characters apart, close together or not: no mark stands between them', () => {
    const img = render('1111', PIXEL_FONTS.thin5x7!, 4)
    expect(segmentedText(img, 28)).toBe('1111')
    // two bars 8 px wide and 4 px apart (real xsoldier's 1s drawn close together)
    const bar = Array<string>(7).fill('##')
    expect(boxes(render('11', { '0': bar, '1': bar }, 4), 28)).toEqual(['4-12', '16-24'])
  })
})

describe('segmenting a line sample after sample', () => {
  it("takes the previous sample's vector for a glyph drawn with the same ink in the same box", () => {
    const cls = new GlyphClassifier()
    const first = render('40710', PIXEL_FONTS.bold7x7!, 4)
    const next = render('40716', PIXEL_FONTS.bold7x7!, 4)
    const before = { ink: lineInk(first, all(first)), seg: segmentLine(first, all(first)) }
    const fresh = segmentLine(next, all(next))
    const reused = segmentLine(
      next,
      all(next),
      2,
      undefined,
      undefined,
      lineInk(next, all(next)),
      before,
    )
    expect(reused.glyphs.map((g) => cls.classify(g.vec).label).join('')).toBe('40716')
    // the same vectors as segmenting afresh; the four unchanged digits share the earlier ones
    expect(reused.glyphs.map((g) => [...g.vec])).toEqual(fresh.glyphs.map((g) => [...g.vec]))
    expect(reused.glyphs.map((g, i) => g.vec === before.seg.glyphs[i]!.vec)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ])
  })
})

describe('binarizeRect', () => {
  it('splits the two levels of the text, leaving a black border column out', () => {
    const img = flashBesideBorder(render('3071', PIXEL_FONTS.bold7x7!, 4), 40, 150)
    const t = binarizeRect(img, all(img)).threshold
    const ink = render('3071', PIXEL_FONTS.bold7x7!, 4).data.find((v) => v !== 20)!
    expect(t).toBeGreaterThanOrEqual(Math.min(150, ink))
    expect(t).toBeLessThan(Math.max(150, ink))
  })
})

describe('inkMode', () => {
  /** A histogram of `n` pixels at each of the given levels. */
  const histogram = (levels: [number, number][]): { hist: Float64Array; n: number } => {
    const hist = new Float64Array(256)
    for (const [v, n] of levels) hist[v]! += n
    return { hist, n: levels.reduce((a, [, n]) => a + n, 0) }
  }

  it.each([
    // white digits 245 over a green ground 70 with beige blocks 175
    ['white digits from the beige ground', true, [70, 175, 245]],
    // dark digits 15 over a light ground 220 with dark blocks 90
    ['dark digits from the dark ground', false, [220, 90, 15]],
  ] as const)('parts %s that shares their side of the threshold', (_, light, levels) => {
    const [ground, blocks, digits] = levels
    const { hist, n } = histogram([
      [ground, 500],
      [blocks, 300],
      [digits, 200],
    ])
    const t = otsuOf(hist, n)
    const strict = inkMode(hist, t, light)
    const ink = (v: number, threshold: number): boolean => (light ? v > threshold : v <= threshold)
    // the usual threshold takes the blocks with the digits, the strict one the digits alone
    expect([ink(blocks, t), ink(digits, t)]).toEqual([true, true])
    expect([ink(blocks, strict), ink(digits, strict)]).toEqual([false, true])
  })

  it("keeps the threshold where the ink's side is one mode with anti-aliased edges", () => {
    // digits at 245, their edges spread evenly from 130 to 244, the ground at 70
    const edges = Array.from({ length: 115 }, (_, i): [number, number] => [130 + i, 2])
    const { hist, n } = histogram([[70, 700], [245, 300], ...edges])
    const t = otsuOf(hist, n)
    expect(inkMode(hist, t, true)).toBe(t)
  })
})

describe('binarizeRect, strict', () => {
  it('leaves a beige block touching white digits out of their ink', () => {
    const text = render('3071', PIXEL_FONTS.bold7x7!, 4)
    const img = { ...text, data: text.data.map((v) => (v > 100 ? 245 : 70)) }
    // a beige block over the right third, behind the last digit
    const from = Math.floor((img.width * 2) / 3)
    for (let y = 0; y < img.height; y++) {
      for (let x = from; x < img.width; x++)
        if (img.data[y * img.width + x] === 70) img.data[y * img.width + x] = 175
    }
    const inked = (strict: boolean): number => {
      const { mask } = binarizeRect(img, all(img), 0, strict)
      let n = 0
      for (let y = 0; y < img.height; y++)
        for (let x = from; x < img.width; x++) n += mask[y * img.width + x]!
      return n
    }
    const digitPixels = img.data.filter((v, i) => v === 245 && i % img.width >= from).length
    expect(inked(false)).toBeGreaterThan(digitPixels * 2)
    expect(inked(true)).toBe(digitPixels)
  })
})
