/**
 * Shortest and longest pitch looked for, in text heights: a digit is at least half as wide as it is
 * tall, in its cell (a condensed font), and a wide pixel font's cell a little wider than tall.
 */
const MIN_PITCH = 0.5
const MAX_PITCH = 1.2
/** Mean autocorrelation the pitch needs: below it the line's ink has no steady rhythm. */
const MIN_CORRELATION = 0.2
/**
 * The same where more of the line's ink runs are too wide for one glyph than narrow enough (every
 * digit touching its neighbours: a small italic font, blur, a re-encoding). Slanted or blurred
 * strokes smear the rhythm, and without the pitch such runs cannot be cut right at all; where the
 * glyphs stand apart the pitch cuts nothing, and a vague one only misplaces the cells the digits
 * are read in.
 */
const TOUCHING_CORRELATION = 0.15
/** Ink runs narrower than this (text heights) are punctuation or specks, not glyphs. */
const MIN_GLYPH = 0.25
/** Ink runs wider than this (text heights) may hold several touching glyphs. */
const MAX_GLYPH = 1.1

/**
 * Learns the character pitch of a counter from the column ink of its line over many samples. A
 * score counter draws its digits in fixed cells (zero-padded, a monospaced or tabular font), so
 * the ink of its columns repeats at the pitch whatever digits are shown: the autocorrelation of
 * that ink (mean removed), summed over the samples, peaks at the pitch. Where every digit touches
 * its neighbours (a small italic font, blur), this is the only way to tell how many there are.
 * The two strokes of a thin 0 or 8 make a peak at half the pitch too; a glyph's ink is never
 * wider than its cell, so the pitch is no narrower than the glyphs that stand alone.
 */
export class PitchFinder {
  private readonly lo: number
  private readonly hi: number
  private readonly sums: Float64Array
  private n = 0
  /** Narrowest and widest ink run that can be one glyph alone, in pixels. */
  private readonly glyph: [number, number]
  /** Widths of the ink runs that can be one glyph alone, counted by width. */
  private readonly widths: Uint32Array
  /** Ink runs too wide to be one glyph alone. */
  private wide = 0

  constructor(textHeight: number) {
    this.lo = Math.max(2, Math.floor(textHeight * MIN_PITCH))
    this.hi = Math.max(this.lo + 2, Math.ceil(textHeight * MAX_PITCH))
    this.sums = new Float64Array(this.hi + 2)
    this.glyph = [Math.ceil(textHeight * MIN_GLYPH), Math.floor(textHeight * MAX_GLYPH)]
    this.widths = new Uint32Array(this.glyph[1] + 1)
  }

  /** Adds the column ink of one sample's line, between columns from and to. */
  add(cols: ArrayLike<number>, from: number, to: number): void {
    const len = to - from
    if (len < this.hi * 2) return
    let mean = 0
    for (let x = from; x < to; x++) mean += cols[x]!
    mean /= len
    const d = new Float64Array(len)
    let energy = 0
    for (let x = 0; x < len; x++) {
      d[x] = cols[from + x]! - mean
      energy += d[x]! * d[x]!
    }
    if (energy <= 0) return
    this.addRuns(cols, from, to)
    for (let lag = this.lo - 1; lag <= this.hi + 1; lag++) {
      let s = 0
      for (let x = 0; x + lag < len; x++) s += d[x]! * d[x + lag]!
      this.sums[lag] = this.sums[lag]! + s / energy
    }
    this.n++
  }

  private addRuns(cols: ArrayLike<number>, from: number, to: number): void {
    let start = -1
    for (let x = from; x <= to; x++) {
      const ink = x < to && cols[x]! > 0
      if (ink && start < 0) start = x
      if (ink || start < 0) continue
      const w = x - start
      if (w >= this.glyph[0] && w <= this.glyph[1]) this.widths[w]!++
      if (w > this.glyph[1]) this.wide++
      start = -1
    }
  }

  private loneRuns(): number {
    return this.widths.reduce((n, k) => n + k, 0)
  }

  /** Median width of the runs that can be one glyph alone (0 where there is none). */
  private glyphWidth(): number {
    const total = this.loneRuns()
    let seen = 0
    for (let w = 0; w < this.widths.length; w++) {
      seen += this.widths[w]!
      if (seen * 2 > total) return w
    }
    return 0
  }

  /**
   * The pitch in pixels (refined between whole pixels), or null where the samples show no clear
   * rhythm: the lag of highest mean autocorrelation no narrower than most lone glyphs, if it is a
   * peak and high enough.
   */
  pitch(): number | null {
    if (!this.n) return null
    let best = -1
    for (let lag = Math.max(this.lo, Math.round(this.glyphWidth() * 0.9)); lag <= this.hi; lag++) {
      if (best < 0 || this.sums[lag]! > this.sums[best]!) best = lag
    }
    if (best < 0) return null
    const at = (lag: number): number => this.sums[lag]! / this.n
    const [l, c, r] = [at(best - 1), at(best), at(best + 1)]
    const least = this.wide > this.loneRuns() ? TOUCHING_CORRELATION : MIN_CORRELATION
    if (c < least || c < l || c < r) return null
    const curve = l - 2 * c + r
    return curve < 0 ? best + (0.5 * (l - r)) / curve : best
  }
}
