import { median, type SampleRecord } from './samples.ts'

export interface StyleShift {
  /** Sample index where the new rendering starts. */
  k: number
  heightRatio: number
  inkDelta: number
  reason: string
}

const HEIGHT_CHANGE = 0.15
const INK_CHANGE = 35
/**
 * A height change under this many source pixels is the font's own: one glyph a row taller than
 * the others (geki2's 2 over its 0s) makes the number's box a source pixel taller when it shows.
 */
const SOURCE_ROWS = 2

/** Counts of whole levels 0..255 (text heights in pixels, ink gray levels) with their median. */
class Levels {
  private counts = new Uint32Array(256)
  private n = 0

  add(v: number): void {
    this.counts[Math.min(255, Math.max(0, Math.round(v)))]!++
    this.n++
  }

  median(): number {
    let seen = 0
    for (let v = 0; v < 256; v++) {
      seen += this.counts[v]!
      if (seen * 2 >= this.n) return v
    }
    return 0
  }
}

/**
 * How far a text height is from another, in units of a clear change (1 = clear); heights
 * differing by under `rows` pixels do not count.
 */
function heightChange(h0: number, h1: number, rows: number): number {
  return Math.abs(h1 - h0) < rows ? 0 : Math.abs(1 - h1 / Math.max(1, h0)) / HEIGHT_CHANGE
}

/** How far a rendering (height, ink) is from another, in units of a clear change (1 = clear). */
function change(h0: number, ink0: number, h1: number, ink1: number, rows: number): number {
  return Math.max(heightChange(h0, h1, rows), Math.abs(ink1 - ink0) / INK_CHANGE)
}

/**
 * Finds the strongest lasting change in how the digits are drawn (text height, ink level): the
 * medians of `window` readable samples before and after a point differ, and the change holds for
 * the rest of the video (or at least three windows). The new rendering must also differ from the
 * usual one of everything before the point: a few readable samples of a taller box (a sprite
 * touching the digits while an explosion hides the rest) followed by the video's usual rendering
 * are no change. Heights are in the samples' pixels, `textScale` of them to a source pixel. Null
 * when the rendering is steady.
 */
export function styleShift(
  samples: SampleRecord[],
  window: number,
  textScale: number,
): StyleShift | null {
  const rows = SOURCE_ROWS * textScale
  const ok = samples.filter((s) => s.value !== null && s.confidence >= 0.3 && s.textHeight > 0)
  const heights = new Levels()
  const inks = new Levels()
  ok.slice(0, window).forEach((s) => (heights.add(s.textHeight), inks.add(s.inkLevel)))
  let best: StyleShift | null = null
  let bestScore = 1
  for (let i = window; i + window <= ok.length; i++) {
    const before = ok.slice(i - window, i)
    const after = ok.slice(i, Math.min(ok.length, i + window * 3))
    const h0 = median(before.map((s) => s.textHeight))
    const h1 = median(after.map((s) => s.textHeight))
    const ink0 = median(before.map((s) => s.inkLevel))
    const ink1 = median(after.map((s) => s.inkLevel))
    const score = Math.min(
      change(h0, ink0, h1, ink1, rows),
      change(heights.median(), inks.median(), h1, ink1, rows),
    )
    if (score > bestScore && stable(after, h1, ink1) && sameCounter(before, after)) {
      bestScore = score
      const hr = h1 / Math.max(1, h0)
      const reason =
        heightChange(h0, h1, rows) >= 1
          ? `height ${h0} -> ${h1} px`
          : `ink ${Math.round(ink0)} -> ${Math.round(ink1)}`
      best = { k: ok[i]!.k, heightRatio: hr, inkDelta: ink1 - ink0, reason }
    }
    heights.add(ok[i]!.textHeight)
    inks.add(ok[i]!.inkLevel)
  }
  return best
}

/**
 * The digits on both sides could be one counter's: their usual digit counts are within a factor
 * of two (a pasted score has about as many digits as the real one). A located field that is no
 * counter (ship icons read as one '1', then as twelve) changes its reading's length, not its
 * rendering.
 */
function sameCounter(before: SampleRecord[], after: SampleRecord[]): boolean {
  const count = (side: SampleRecord[]): number => median(side.map((s) => s.digits?.length ?? 0))
  const [a, b] = [count(before), count(after)]
  return Math.max(a, b) <= 2 * Math.min(a, b)
}

/** Most samples after the change agree with the new rendering. */
function stable(after: SampleRecord[], h: number, ink: number): boolean {
  const agree = after.filter(
    (s) =>
      Math.abs(s.textHeight - h) <= Math.max(1, h * 0.08) &&
      Math.abs(s.inkLevel - ink) < INK_CHANGE / 2,
  )
  return agree.length >= after.length * 0.7
}
