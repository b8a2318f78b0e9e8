/** The per-glyph data the text normaliser needs (a subset of the vision Glyph). */
export interface GlyphText {
  x0: number
  x1: number
  label: string
  confidence: number
  /** How far its strokes' level lies from the line's threshold, where it is known. */
  contrast?: number
}

/** A number read from a line: its digits, value and a confidence in 0..1. */
export interface NumberRead {
  digits: string
  value: number
  confidence: number
  /** Index range of the glyphs that form the number. */
  first: number
  last: number
}

/** The most digits a score counter shows; a longer run is read as its last MAX_DIGITS. */
export const MAX_DIGITS = 12

/** Centre distance, in pitches, past which two digits are no neighbours: a cell is left empty. */
const CELL_GAP = 1.6

/**
 * Every run of adjacent digit glyphs in a line (labels such as 'SCORE' or '1UP' are not digits,
 * and a wide gap ends a run: where the characters' pitch is known, an empty cell between two
 * digits, such as the space after a label's last letters read as digits), read across thousands
 * separators ('0,327,669', '1 250 000': see `grouped`). A run's confidence is its weakest
 * digit's, so one doubtful glyph makes the whole reading doubtful.
 */
export function extractNumbers(
  glyphs: GlyphText[],
  textHeight: number,
  pitch?: number,
): NumberRead[] {
  const out: NumberRead[] = []
  let i = 0
  while (i < glyphs.length) {
    if (!isDigit(glyphs[i]!.label)) {
      i++
      continue
    }
    let j = i
    let group = i
    let separated = false
    for (;;) {
      if (j + 1 >= glyphs.length || !isDigit(glyphs[j + 1]!.label)) break
      const close = near(glyphs[j]!, glyphs[j + 1]!, textHeight, pitch)
      if (j - group < 3 && grouped(glyphs, j + 1, textHeight, close, pitch)) {
        j += 3
        group = j - 2
        separated = true
      } else if (close) j++
      else break
    }
    if (!separated && j - i >= 3) {
      const gaps = centreGaps(glyphs, i, j)
      const usual = Float64Array.from(gaps).sort()[gaps.length >> 1]!
      // a label's last glyph, in another ink, a space before three digits is no thousands group
      const inked = sameInk(glyphs[i]!.contrast, glyphs[i + 1]!.contrast)
      if (!inked || !thousands(gaps, usual)) j = i + spacedLead(gaps, usual, inked)
    }
    out.push(numberOf(glyphs, i, j))
    i = j + 1
  }
  return out
}

/** The number the digit glyphs `first`..`last` of a line spell, its weakest digit's confidence. */
export function numberOf(glyphs: GlyphText[], first: number, last: number): NumberRead {
  let digits = ''
  let confidence = Infinity
  for (let k = first; k <= last; k++) {
    digits += glyphs[k]!.label
    confidence = Math.min(confidence, glyphs[k]!.confidence)
  }
  const value = Number(digits.length > MAX_DIGITS ? digits.slice(-MAX_DIGITS) : digits)
  return { digits, value, confidence, first, last }
}

/**
 * Whether a digit group starts at glyph `at` after a thousands separator: a comma, a point or a
 * space between groups of three (a separator mark is too small to be segmented as a glyph; a
 * fixed-pitch font gives it a cell of its own). The group is exactly three digits at the line's
 * pitch, and its first digit is at most one cell further from the digit before it than a pitch;
 * where that digit is `close` enough to join it anyway, the gap must still be wider than the
 * group's own (a narrow separator), or no separator is there. The digit before is drawn in the
 * group's ink (sameInk): a label's letter read as a digit a space before three digits is none.
 */
function grouped(
  glyphs: GlyphText[],
  at: number,
  textHeight: number,
  close: boolean,
  pitch?: number,
): boolean {
  // called at each of a run's first digits: indices, no arrays made
  const [a, b, c, d] = [glyphs[at], glyphs[at + 1], glyphs[at + 2], glyphs[at + 3]]
  if (!a || !b || !c || !isDigit(a.label) || !isDigit(b.label) || !isDigit(c.label)) return false
  if (!near(a, b, textHeight, pitch) || !near(b, c, textHeight, pitch)) return false
  if (d && isDigit(d.label) && near(c, d, textHeight, pitch)) return false
  const cell = pitch ?? span(a, c) / 4
  const before = glyphs[at - 1]!
  const gap = span(before, a)
  return (
    gap <= 2 * SEPARATOR_CELLS * cell &&
    (!close || gap > 2 * WIDE_GAP * cell) &&
    sameInk(before.contrast, a.contrast)
  )
}

/** Twice the distance between the centres of two glyphs. */
function span(a: GlyphText, b: GlyphText): number {
  return b.x0 + b.x1 - a.x0 - a.x1
}

/**
 * Twice the distance between the centres of each two neighbouring glyphs of a run (the same
 * ratio to the usual distance as the distance itself).
 */
function centreGaps(glyphs: GlyphText[], first: number, last: number): Float64Array {
  const gaps = new Float64Array(last - first)
  for (let k = first; k < last; k++) {
    gaps[k - first] = span(glyphs[k]!, glyphs[k + 1]!)
  }
  return gaps
}

/**
 * Whether a run of digits (its `gaps`, the `usual` one their median) is spaced as a number
 * grouped by thousands: its wide gaps (a narrow separator in each) fall exactly every three
 * digits from the right, and nowhere else.
 */
function thousands(gaps: Float64Array, usual: number): boolean {
  for (let k = 0; k < gaps.length; k++) {
    // the gap after the run's k-th glyph has gaps.length - k digits to its right
    if (gaps[k]! > usual * WIDE_GAP !== ((gaps.length - k) % 3 === 0)) return false
  }
  return true
}

/** A gap between digits this many times the usual one holds a separator. */
const WIDE_GAP = 1.3

/** Centre distance, in pitches, up to which a thousands separator's gap is bridged. */
const SEPARATOR_CELLS = 2.3

/** Two digits side by side are one number's (a closure here would be made on every read). */
function near(a: GlyphText, b: GlyphText, textHeight: number, pitch?: number): boolean {
  return b.x0 - a.x1 < textHeight * 0.9 && (!pitch || span(a, b) <= 2 * CELL_GAP * pitch)
}

/**
 * The score of a line: the digit run overlapping `anchor` (the counter's known columns) most,
 * else the longest run; ties go to the rightmost.
 */
export function extractNumber(
  glyphs: GlyphText[],
  textHeight: number,
  anchor?: [number, number],
  pitch?: number,
): NumberRead | null {
  let best: NumberRead | null = null
  let bestKey = -1
  for (const n of extractNumbers(glyphs, textHeight, pitch)) {
    const x0 = glyphs[n.first]!.x0
    const x1 = glyphs[n.last]!.x1
    const overlap = anchor ? Math.max(0, Math.min(x1, anchor[1]) - Math.max(x0, anchor[0])) : 0
    const key = overlap * 1000 + n.digits.length
    if (key >= bestKey) {
      best = n
      bestKey = key
    }
  }
  return best
}

/**
 * Index (in the run) of the last glyph of a run's first block: a counter's digits sit at a steady
 * pitch, so a glyph followed by a gap of about a whole cell more (a label's last letter read as
 * a digit, then a space) is not part of the number, nor one followed by a gap a little wider than
 * the others and drawn in another ink (sameInk: 'PLAYER 1' in cyan before red digits, whose 1
 * sits at the right of its cell). Given the run's `gaps` (centreGaps), their median, and whether
 * its first two glyphs are of one ink.
 */
function spacedLead(gaps: Float64Array, usual: number, inked: boolean): number {
  const lead = gaps[0]! / usual
  return lead > 1.7 || (lead > INKED_GAP && !inked) ? 0 : gaps.length
}

/** A lead gap this many times the usual one parts glyphs of unlike ink (see spacedLead). */
const INKED_GAP = 1.25
/** The least ratio of two glyphs' contrasts for them to be of one ink... */
const SAME_INK = 0.7
/** ...unless their contrasts differ by less than this many gray levels. */
const OTHER_INK = 24

/** Whether two glyphs' contrasts (where known) are of one ink. */
function sameInk(a?: number, b?: number): boolean {
  if (a === undefined || b === undefined) return true
  const [lo, hi] = a < b ? [a, b] : [b, a]
  return lo >= SAME_INK * hi || hi - lo < OTHER_INK
}

/** Fewest digits a zero-padded counter draws (a lone 0 pads nothing). */
const MIN_PADDED = 3
/** Share of the readings of its width that a padded counter's must start with a 0... */
const PADDED_SHARE = 0.8
/**
 * ...and share of all readings they must make up: a 0 misread in front of a number now and then
 * is no padding.
 */
const PADDED_SEEN = 0.1

/**
 * The width of a zero-padded counter (00000040) from the digits read in every sample: the length
 * of most readings that start with a 0, where nearly all readings of that length do, and enough
 * of them are read; null for a counter drawn without padding, or padding never read.
 */
export function paddedWidth(readings: (string | null)[]): number | null {
  const read = readings.filter((d) => d !== null)
  const all = new Map<number, number>()
  const zeros = new Map<number, number>()
  for (const d of read) {
    all.set(d.length, (all.get(d.length) ?? 0) + 1)
    if (d.startsWith('0')) zeros.set(d.length, (zeros.get(d.length) ?? 0) + 1)
  }
  let best: number | null = null
  for (const [width, n] of zeros) {
    if (width < MIN_PADDED || n < all.get(width)! * PADDED_SHARE || n < read.length * PADDED_SEEN)
      continue
    if (best === null || n > zeros.get(best)!) best = width
  }
  return best
}

export function isDigit(label: string): boolean {
  return label.length === 1 && label >= '0' && label <= '9'
}
