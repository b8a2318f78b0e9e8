/** The per-glyph data the text normaliser needs (a subset of the vision Glyph). */
export interface GlyphText {
  x0: number
  x1: number
  label: string
  confidence: number
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

const MAX_DIGITS = 12

/** Centre distance, in pitches, past which two digits are no neighbours: a cell is left empty. */
const CELL_GAP = 1.6

/**
 * Every run of adjacent digit glyphs in a line (labels such as 'SCORE' or '1UP' are not digits,
 * and a wide gap ends a run: where the characters' pitch is known, an empty cell between two
 * digits, such as the space after a label's last letters read as digits). A run's confidence is
 * its weakest digit's, so one doubtful glyph makes the whole reading doubtful.
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
    while (
      j + 1 < glyphs.length &&
      isDigit(glyphs[j + 1]!.label) &&
      near(glyphs[j]!, glyphs[j + 1]!, textHeight, pitch)
    ) {
      j++
    }
    j = i + spacedLead(glyphs, i, j)
    let digits = ''
    let confidence = Infinity
    for (let k = i; k <= j; k++) {
      digits += glyphs[k]!.label
      confidence = Math.min(confidence, glyphs[k]!.confidence)
    }
    out.push({
      digits,
      value: Number(digits.length > MAX_DIGITS ? digits.slice(-MAX_DIGITS) : digits),
      confidence,
      first: i,
      last: j,
    })
    i = j + 1
  }
  return out
}

/** Two digits side by side are one number's (a closure here would be made on every read). */
function near(a: GlyphText, b: GlyphText, textHeight: number, pitch?: number): boolean {
  return (
    b.x0 - a.x1 < textHeight * 0.9 && (!pitch || b.x0 + b.x1 - a.x0 - a.x1 <= 2 * CELL_GAP * pitch)
  )
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
 * Index of the last glyph of a run's first block: a counter's digits sit at a steady pitch, so a
 * glyph followed by a gap of about a whole cell more (a label's last letter read as a digit, then
 * a space) is not part of the number. Runs shorter than 4 glyphs are kept whole.
 */
function spacedLead(glyphs: GlyphText[], first: number, last: number): number {
  const n = last - first + 1
  if (n < 4) return n - 1
  // twice the centres' distance: the same ratio to the median as the distance itself
  const pitches = new Float64Array(n - 1)
  for (let k = first; k < last; k++) {
    pitches[k - first] = glyphs[k + 1]!.x0 + glyphs[k + 1]!.x1 - glyphs[k]!.x0 - glyphs[k]!.x1
  }
  const lead = pitches[0]!
  const median = pitches.sort()[(n - 1) >> 1]!
  return lead > median * 1.7 ? 0 : n - 1
}

function isDigit(label: string): boolean {
  return label.length === 1 && label >= '0' && label <= '9'
}
