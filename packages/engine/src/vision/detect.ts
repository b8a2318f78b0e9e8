import { components, contrastMasks, glyphLike, type Blob } from './components.ts'
import type { GrayImage, Rect } from './glyph.ts'
import { clusterLines, groupLines, type LineCluster } from './lines.ts'
import { COLON, GlyphClassifier } from './classify.ts'
import { extractNumbers, isDigit, MAX_DIGITS } from '../plan/text.ts'
import { median } from '../plan/samples.ts'
import { readLine } from './read-line.ts'

/** Where the score counter is, in the coordinates of the sampled frames. */
export interface CounterLocation {
  /** The digits' extent over all sampled frames. */
  digits: Rect
  /** The region to decode: the digits plus room for growth and shake. */
  region: Rect
  textHeight: number
  light: boolean
  /** How counter-like the field behaved (higher is surer). */
  score: number
  /** Values read in the sampled frames (null: unreadable). */
  samples: (number | null)[]
  /** Whether its ink is taken strictly, the extreme mode of its side (binarizeRect). */
  strict: boolean
}

const MAX_CANDIDATES = 24
/**
 * How much more counter-like than every field read as usual a field read strictly must be, and
 * how counter-like at least (a sure counter scores 1.5 to 4; junk under 1).
 */
const STRICT_MARGIN = 1.5
const STRICT_LEAST = 1
/**
 * Runs flatter than this (rules, scanline streaks, dithering) are not text, nor, in frames over
 * 500 rows, runs under a hundredth of the frame's height: there a counter is drawn bigger, and
 * 5-pixel "digits" are strips of a larger letter cut by scanlines.
 */
const MIN_TEXT_PX = 5
const MIN_TEXT_SHARE = 0.01

/** The least text height (pixels) of a counter in frames `height` pixels high. */
function leastText(height: number): number {
  return Math.max(MIN_TEXT_PX, height * MIN_TEXT_SHARE)
}

/** Glyph-like blobs of one frame (light-on-dark and dark-on-light). */
export function frameBlobs(img: GrayImage): Blob[] {
  const radius = Math.max(6, Math.round(img.height / 30))
  const [light, dark] = contrastMasks(img, radius, 28)
  return [
    ...components(light, img.width, img.height, true),
    ...components(dark, img.width, img.height, false),
  ].filter((b) => glyphLike(b, img.height))
}

/** A located frame and its glyph-like blobs (found as it is decoded, while ffmpeg decodes on). */
export interface Still {
  image: GrayImage
  blobs: Blob[]
}

export function still(image: GrayImage): Still {
  return { image, blobs: frameBlobs(image) }
}

/** Share of the other frames in which a blob must recur to be part of the HUD. */
const RECUR_SHARE = 0.2

/**
 * The blobs that recur at the same rows (top and bottom within a pixel or a tenth of their
 * height) overlapping the same columns, with the same polarity, in a fifth of the other frames.
 * HUD glyphs stay put even when their digits change (a font's digits share their height);
 * scrolling terrain, sprites and bullets make glyph-like blobs too, but seldom twice at the
 * same place, and merged into the HUD's lines they bury the counter among texture.
 */
export function recurringBlobs(perFrame: Blob[][]): Blob[][] {
  const need = Math.max(1, Math.ceil((perFrame.length - 1) * RECUR_SHARE))
  const byTop = perFrame.map((blobs) => {
    const m = new Map<number, Blob[]>()
    for (const b of blobs) {
      const row = m.get(b.y0)
      if (row) row.push(b)
      else m.set(b.y0, [b])
    }
    return m
  })
  const seenIn = (b: Blob, frame: number, tol: number): boolean => {
    for (let y = b.y0 - tol; y <= b.y0 + tol; y++) {
      const hit = byTop[frame]!.get(y)?.some(
        (o) => o.light === b.light && Math.abs(o.y1 - b.y1) <= tol && o.x0 < b.x1 && o.x1 > b.x0,
      )
      if (hit) return true
    }
    return false
  }
  return perFrame.map((blobs, f) =>
    blobs.filter((b) => {
      const tol = Math.max(1, Math.round((b.y1 - b.y0) * 0.1))
      let n = 0
      for (let g = 0; g < perFrame.length && n < need; g++) if (g !== f && seenIn(b, g, tol)) n++
      return n >= need
    }),
  )
}

function expand(r: Rect, dx: number, dy: number, img: { width: number; height: number }): Rect {
  return {
    x0: Math.max(0, Math.floor(r.x0 - dx)),
    y0: Math.max(0, Math.floor(r.y0 - dy)),
    x1: Math.min(img.width, Math.ceil(r.x1 + dx)),
    y1: Math.min(img.height, Math.ceil(r.y1 + dy)),
  }
}

/** One digit run read in one frame. */
export interface RunRead {
  frame: number
  rect: Rect
  text: string
  value: number
  /** Whether the line read was lighter than its surroundings (its binarisation's polarity). */
  light: boolean
}

/** A number field: digit runs at the same place across frames. */
interface CandidateReads {
  cluster: LineCluster
  /** Per frame: the run read there, or null. */
  reads: (RunRead | null)[]
  strict: boolean
}

/**
 * All digit runs of a candidate line in every sampled frame, read with the generic classifier.
 * Runs joined to other digits by a colon are a clock's fields (a run timer beside the game),
 * never a score. `strict`: the ink only the extreme mode of its side (binarizeRect).
 */
function readRuns(
  c: LineCluster,
  frames: GrayImage[],
  cls: GlyphClassifier,
  strict: boolean,
): RunRead[] {
  return frames.flatMap((img, frame) => {
    const rect = expand(c, c.height * 0.3, c.height * 0.15, img)
    const line = readLine(img, rect, cls, 1, strict)
    // runs by shape and spacing alone, not by ink (sameInk in plan/text.ts): a counter read
    // through terrain gives its glyphs unlike contrasts, and its runs parted by them ranked it
    // below another field (splice-000); the scan's reader parts a label's ink from the counter
    const glyphs = line.glyphs.map((g) => ({
      label: g.label,
      confidence: g.confidence,
      x0: g.rect.x0,
      x1: g.rect.x1,
    }))
    // a colon between this run and another digit: hours, minutes, seconds ('SCORE:' is a label)
    const clock = (at: number, beyond: number): boolean =>
      glyphs[at]?.label === COLON && isDigit(glyphs[beyond]?.label ?? '')
    const runs = extractNumbers(glyphs, line.textHeight)
    return runs
      .filter((n) => !clock(n.first - 1, n.first - 2) && !clock(n.last + 1, n.last + 2))
      .map((num) => {
        const run = line.glyphs.slice(num.first, num.last + 1)
        const rect = {
          x0: run[0]!.rect.x0,
          x1: run[run.length - 1]!.rect.x1,
          y0: Math.min(...run.map((g) => g.rect.y0)),
          y1: Math.max(...run.map((g) => g.rect.y1)),
        }
        return { frame, rect, text: num.digits, value: num.value, light: line.light }
      })
  })
}

/** Splits a line's runs into fields: runs overlapping horizontally belong to the same field. */
export function readCandidates(
  c: LineCluster,
  frames: GrayImage[],
  cls: GlyphClassifier,
  strict: boolean,
): CandidateReads[] {
  const fields: { x0: number; x1: number; runs: RunRead[] }[] = []
  for (const r of readRuns(c, frames, cls, strict).sort((a, b) => b.text.length - a.text.length)) {
    const f = fields.find((k) => r.rect.x0 < k.x1 && r.rect.x1 > k.x0)
    if (f) f.runs.push(r)
    else fields.push({ x0: r.rect.x0, x1: r.rect.x1, runs: [r] })
  }
  return fields.map((f) => {
    const reads: (RunRead | null)[] = frames.map(() => null)
    for (const r of f.runs)
      if (!reads[r.frame] || r.text.length > reads[r.frame]!.text.length) reads[r.frame] = r
    return { cluster: c, reads, strict }
  })
}

/**
 * How much a field behaves like a player's score, judged without trusting every digit: a run of
 * digits in most frames taking many distinct values that are each confirmed by a neighbour
 * (repeated, or inside a rising triple: lone misreads do not count) whose changes are rises. A
 * hi-score (constant until passed) has no changes, lives or stage numbers take few confirmed
 * values or are short. A run of more digits than any score counter shows is texture read as
 * digits (a gauge's bars, a dotted rule: real chromium-bsu's side gauges at crf 35 read as runs of
 * 8s up to 17 long, and outscored its counter), no read of the field.
 */
export function counterScore(reads: (RunRead | null)[], minText = MIN_TEXT_PX): number {
  const ok = reads.filter((r): r is RunRead => r !== null && r.text.length <= MAX_DIGITS)
  if (ok.length < 2 || median(ok.map((r) => r.rect.y1 - r.rect.y0)) < minText) return 0
  const v = ok.map((r) => r.value)
  const confirmed = ok.filter((_, i) => {
    const [a, x, b] = [v[i - 1], v[i]!, v[i + 1]]
    return x === a || x === b || (a !== undefined && b !== undefined && a < x && x < b)
  })
  const distinct = new Set(confirmed.map((r) => r.value)).size
  const mono = risingShare(confirmed.map((r) => r.text))
  const meanDigits = ok.reduce((n, r) => n + r.text.length, 0) / ok.length
  const present = ok.length / reads.length
  return (
    present *
    Math.log2(1 + distinct) *
    (0.1 + mono * mono) *
    Math.min(1, meanDigits / 4) *
    anchoredShare(ok)
  )
}

/**
 * Share of a field's reads that end within a glyph of its usual right edge or start within a
 * glyph of its usual left edge. A counter is drawn right- or left-aligned (a label's edge read as
 * a digit only moves the other end); digit-like texture in the background is read wherever it is.
 */
export function anchoredShare(reads: RunRead[]): number {
  const pitch = median(reads.map((r) => (r.rect.x1 - r.rect.x0) / r.text.length))
  const left = median(reads.map((r) => r.rect.x0))
  const right = median(reads.map((r) => r.rect.x1))
  const anchored = reads.filter(
    (r) => Math.abs(r.rect.x1 - right) <= pitch || Math.abs(r.rect.x0 - left) <= pitch,
  )
  return anchored.length / reads.length
}

/**
 * Share of a field's value changes that are rises. A score only rises; a field that flips
 * between misreads of a constant (a hi-score or a label blurred by re-encoding) rises about as
 * often as it falls, and one that never changes has none (0). Reads that differ only by extra
 * leading glyphs (a label's edge read as a digit in some frames) are the same value; otherwise a
 * step rises when the value or its trailing digits (as many as the shorter read has) rise.
 */
export function risingShare(texts: string[]): number {
  let changes = 0
  let rises = 0
  for (let i = 1; i < texts.length; i++) {
    const a = texts[i - 1]!
    const b = texts[i]!
    const k = Math.min(a.length, b.length)
    if (a.slice(-k) === b.slice(-k)) continue
    changes++
    if (Number(b) > Number(a) || Number(b.slice(-k)) > Number(a.slice(-k))) rises++
  }
  // One change is weak evidence: a constant field misread once in a rising way is no counter.
  return changes ? (rises + 0.5) / (changes + 1) : 0
}

/**
 * The `n` fields of frames sampled across the video that read most as a score counter, most
 * counter-like first (the first found on a tie), each in a place of its own: a field found twice
 * (from its text's blobs and from the gaps between them) counts once. None when nothing reads as
 * one.
 */
export function locateCounters(stills: Still[], n: number): CounterLocation[] {
  if (!stills.length) return []
  const frames = stills.map((s) => s.image)
  const minFrames = Math.max(2, Math.ceil(frames.length * 0.3))
  const clusters = clusterLines(recurringBlobs(stills.map((s) => s.blobs)).map(groupLines))
    .filter((c) => c.frames.size >= minFrames)
    .slice(0, MAX_CANDIDATES)
  const cls = new GlyphClassifier()
  const minText = leastText(frames[0]!.height)
  // Each line read with its ink taken as usual and strictly: light digits over a ground lighter
  // than the rest (white over beige terrain) share their side of the threshold with it, and the
  // ground's blocks touching them join their glyphs. Taken strictly, a label's or anti-aliased
  // digits' strokes thin into junk that reads about as counter-like as the usual fields, so a
  // field read strictly is only taken where it reads clearly more so, and surely a counter: where
  // gray finds none, its own colours are the better second reading.
  const scored = clusters
    .flatMap((c) => [false, true].flatMap((strict) => readCandidates(c, frames, cls, strict)))
    .map((cand) => ({ cand, score: counterScore(cand.reads, minText) }))
  const usual = Math.max(0, ...scored.filter((f) => !f.cand.strict).map((f) => f.score))
  const strictLeast = Math.max(STRICT_LEAST, usual * STRICT_MARGIN)
  const ranked = scored
    .filter((f) => f.score > 0 && (!f.cand.strict || f.score >= strictLeast))
    .sort((a, b) => b.score - a.score)
  const out: CounterLocation[] = []
  for (const f of ranked) {
    if (out.length === n) break
    const loc = toLocation(f.cand, f.score, frames[0]!)
    if (!out.some((o) => overlaps(o.digits, loc.digits))) out.push(loc)
  }
  return out
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1
}

/**
 * The field of `fields` that reads most as a counter (the first on a tie), in frames `height`
 * pixels high; null when none reads as one at all.
 */
function mostCounterLike(
  fields: CandidateReads[],
  height: number,
): { cand: CandidateReads; score: number } | null {
  const minText = leastText(height)
  let best: { cand: CandidateReads; score: number } | null = null
  for (const cand of fields) {
    const score = counterScore(cand.reads, minText)
    if (!best || score > best.score) best = { cand, score }
  }
  return best && best.score > 0 ? best : null
}

/**
 * A located field read again in other pictures of its frames: `crops`, each the box at `at` of a
 * frame of size `bounds` (the field's colours projected to one plane where gray mixes its digits
 * with the background). The most counter-like field of its line there, in the frames'
 * coordinates, with its score; null where none reads as one.
 */
export function rereadField(
  loc: CounterLocation,
  crops: GrayImage[],
  at: { x: number; y: number },
  bounds: { width: number; height: number },
): CounterLocation | null {
  if (!crops.length) return null
  const d = loc.digits
  const line = {
    x0: d.x0 - at.x,
    x1: d.x1 - at.x,
    y0: d.y0 - at.y,
    y1: d.y1 - at.y,
    light: loc.light,
    height: loc.textHeight,
    frames: new Set<number>(),
  }
  const cls = new GlyphClassifier()
  const best = mostCounterLike(readCandidates(line, crops, cls, loc.strict), bounds.height)
  if (!best) return null
  const shift = (r: Rect): Rect => ({
    x0: r.x0 + at.x,
    x1: r.x1 + at.x,
    y0: r.y0 + at.y,
    y1: r.y1 + at.y,
  })
  const reads = best.cand.reads.map((r) => r && { ...r, rect: shift(r.rect) })
  return toLocation({ ...best.cand, reads }, best.score, bounds)
}

/** How far (in text heights) a read's top or bottom may be from the counter's usual row. */
const ROW_SLACK = 0.2
/** A read this much wider than the usual one ran into other text or texture beside the counter. */
const MAX_WIDER = 1.5

/**
 * The counter's digits over the located frames: the row where most reads are, and the reads on
 * it from the leftmost to the rightmost. A read taken partly from a label or a line above or
 * below (a stacked HUD) must not stretch the row, or the scan's text band cuts the digits; one
 * running on into texture beside the counter must not stretch it sideways.
 */
export function digitsRect(reads: RunRead[]): { digits: Rect; textHeight: number } {
  const textHeight = median(reads.map((r) => r.rect.y1 - r.rect.y0))
  const y0 = median(reads.map((r) => r.rect.y0))
  const y1 = median(reads.map((r) => r.rect.y1))
  const width = median(reads.map((r) => r.rect.x1 - r.rect.x0))
  const rowGap = (r: RunRead): number =>
    Math.max(Math.abs(r.rect.y0 - y0), Math.abs(r.rect.y1 - y1))
  // Reads split between two rows put the medians between them: the row nearest them is taken.
  const nearest = Math.min(...reads.map(rowGap))
  const onRow = reads.filter((r) => rowGap(r) <= nearest + textHeight * ROW_SLACK)
  const narrow = onRow.filter((r) => r.rect.x1 - r.rect.x0 <= width * MAX_WIDER)
  const rs = narrow.length ? narrow : onRow
  const digits = {
    x0: Math.min(...rs.map((r) => r.rect.x0)),
    x1: Math.max(...rs.map((r) => r.rect.x1)),
    y0: Math.min(...rs.map((r) => r.rect.y0)),
    y1: Math.max(...rs.map((r) => r.rect.y1)),
  }
  return { digits, textHeight }
}

function toLocation(
  cand: CandidateReads,
  score: number,
  img: { width: number; height: number },
): CounterLocation {
  const reads = cand.reads.filter((r) => r !== null)
  const { digits, textHeight } = digitsRect(reads)
  const region = expand(digits, textHeight * 3, textHeight * 0.6, img)
  const samples = cand.reads.map((r) => r?.value ?? null)
  const light = textLight(reads, cand.cluster.light)
  return { digits, region, textHeight, light, score, samples, strict: cand.strict }
}

/**
 * Whether the counter's text is lighter than its surroundings: as most of its reads found it
 * (`seen`, the polarity of the blobs its line was found from, on a tie). The line is often found
 * twice, from the digits' own blobs and from the dark holes and gaps between light digits (or the
 * reverse), and both read the same: which of the two was taken says nothing of the text.
 */
export function textLight(reads: RunRead[], seen: boolean): boolean {
  const light = reads.filter((r) => r.light).length
  return light * 2 === reads.length ? seen : light * 2 > reads.length
}
