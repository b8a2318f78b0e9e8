import { binarizeRect } from './binarize.ts'
import type { GlyphClassifier } from './classify.ts'
import { normaliseGlyph, type GrayImage, type Rect } from './glyph.ts'

/** One segmented glyph of a text line, in the coordinates of the image it was read from. */
export interface Glyph {
  rect: Rect
  label: string
  confidence: number
  vec: Float32Array
}

export interface LineRead {
  glyphs: Glyph[]
  /** Height of the tallest glyph (the text height) in pixels. */
  textHeight: number
  light: boolean
  /** Mean gray level under the ink (a style cue for overlay detection). */
  inkLevel: number
}

/** Column ink counts of the mask between rows y0..y1. */
function columnInk(mask: Uint8Array, w: number, y0: number, y1: number): Uint16Array {
  const cols = new Uint16Array(w)
  for (let y = y0; y < y1; y++) for (let x = 0; x < w; x++) cols[x]! += mask[y * w + x]!
  return cols
}

/** Clears columns inked over nearly the whole height: borders and frames, not glyphs. */
function dropRules(mask: Uint8Array, w: number, h: number): void {
  for (let x = 0; x < w; x++) {
    let ink = 0
    for (let y = 0; y < h; y++) ink += mask[y * w + x]!
    if (ink >= h * 0.9) for (let y = 0; y < h; y++) mask[y * w + x] = 0
  }
}

/** Largest run of rows with ink: the text band (other HUD lines in the margins are dropped). */
function textBand(mask: Uint8Array, w: number, h: number): [number, number] {
  const minInk = Math.max(1, Math.round(w * 0.01))
  let best: [number, number] = [0, 0]
  let start = -1
  for (let y = 0; y <= h; y++) {
    let ink = 0
    if (y < h) for (let x = 0; x < w; x++) ink += mask[y * w + x]!
    if (y < h && ink >= minInk) {
      if (start < 0) start = y
    } else if (start >= 0) {
      if (y - start > best[1] - best[0]) best = [start, y]
      start = -1
    }
  }
  return best
}

/** How much taller than the expected text a shape may be and still be one of its characters. */
const TALL = 1.4
/** A shape this narrow (a share of the expected text's height) is a hairline, no glyph. */
const HAIRLINE = 0.05

/**
 * Splits column runs into glyph rects; over-wide runs (touching glyphs) are cut evenly. Shapes
 * under 55% of the tallest ink are noise. Given the text height expected, shapes much taller
 * than it are no characters (a panel's edge beside the digits, a stream of bullets or a sprite
 * crossing the band) and do not set the line's height, which decides how wide a run must be to
 * hold two glyphs; nor are hairlines (a panel's edge one pixel wide, which scanlines break into
 * pieces that dropRules keeps: read as a 1, it put a 1 before a side panel's score). Given the
 * line's character pitch (the counter's, learnt over many samples), a run holds as many glyphs as
 * pitches fit in it: a small or italic font whose digits all touch has no separate glyph to tell
 * their width by. Given the text height but no pitch, two narrow strokes with a mark between
 * them, all within one cell, are one glyph drawn in pieces (see strokeGlyphs).
 */
function segment(
  cols: Uint16Array,
  mask: Uint8Array,
  w: number,
  band: [number, number],
  expected?: number,
  pitch?: number,
): Rect[] {
  const runs: [number, number][] = []
  let start = -1
  for (let x = 0; x <= w; x++) {
    const ink = x < w && cols[x]! > 0
    if (ink && start < 0) start = x
    if (!ink && start >= 0) {
      runs.push([start, x])
      start = -1
    }
  }
  // With no pitch learnt the text height stands for a cell: a font drawn in pieces is one whose
  // pitch is not learnt, its columns' ink having as many runs as pieces rather than one a glyph.
  const joined =
    !pitch && expected !== undefined
      ? strokeGlyphs(runs, expected, (run) => inkedRows(mask, w, run, band), band[1] - band[0])
      : runs
  const rects = joined.map(([x0, x1]) => verticalExtent(mask, w, x0, x1, band))
  const inkH = Math.max(0, ...rects.map((r) => r.y1 - r.y0))
  const tall = rects.filter(
    (r) =>
      r.y1 - r.y0 >= inkH * 0.55 &&
      (expected === undefined ||
        (r.y1 - r.y0 <= expected * TALL && r.x1 - r.x0 > expected * HAIRLINE)),
  )
  const textH = Math.max(0, ...tall.map((r) => r.y1 - r.y0))
  const widths = tall.map((r) => r.x1 - r.x0).sort((a, b) => a - b)
  const cell = pitch
    ? { width: pitch, wide: Math.min(textH * 1.1, pitch * 1.5) }
    : {
        width: Math.min(widths[Math.floor(widths.length / 2)] ?? textH, textH * 0.8),
        wide: textH * 1.1,
      }
  return tall.flatMap((r) => splitWide(r, cell, mask, w, band))
}

/** Pieces of one glyph, in cells: each narrower than this... */
const PIECE = 0.45
/** ...apart by no more than this... */
const PIECE_GAP = 0.2
/** ...and all of them within this share of one cell. */
const PIECES_SPAN = 0.9
/** A piece inked on fewer of the text band's rows than this share is a mark, no stroke. */
const MARK_ROWS = 0.5

/**
 * Column runs (x0, x1) joined into one glyph where they are the parts of a character drawn in
 * pieces: a stencil font whose 8 is two sides with marks between them (real Garden of Coloured
 * Lights, whose 80 read as 110, each side of the 8 a 1). Two strokes are joined only across a
 * mark (a piece inked on few of the band's rows: `rows` counts them) between them, every piece
 * too narrow for a glyph of `cell` pixels, the gaps narrow and the whole within one cell: two
 * 1s drawn close together (real xsoldier's) have no mark between them, and a thousands separator
 * has no stroke after it within the cell.
 */
function strokeGlyphs(
  runs: [number, number][],
  cell: number,
  rows: (run: [number, number]) => number,
  bandRows: number,
): [number, number][] {
  const narrow = (r: [number, number]): boolean => r[1] - r[0] < cell * PIECE
  const mark = (r: [number, number]): boolean => rows(r) < bandRows * MARK_ROWS
  const out: [number, number][] = []
  for (let i = 0; i < runs.length; i++) {
    const [a, m, b] = [runs[i]!, runs[i + 1], runs[i + 2]]
    const parts =
      m &&
      b &&
      [a, m, b].every(narrow) &&
      mark(m) &&
      !mark(a) &&
      !mark(b) &&
      m[0] - a[1] <= cell * PIECE_GAP &&
      b[0] - m[1] <= cell * PIECE_GAP &&
      b[1] - a[0] <= cell * PIECES_SPAN
    out.push(parts ? [a[0], b[1]] : a)
    if (parts) i += 2
  }
  return out
}

/** Rows of the band inked in the columns of `run`. */
function inkedRows(
  mask: Uint8Array,
  w: number,
  run: [number, number],
  band: [number, number],
): number {
  let n = 0
  for (let y = band[0]; y < band[1]; y++) {
    for (let x = run[0]; x < run[1]; x++) {
      if (mask[y * w + x]) {
        n++
        break
      }
    }
  }
  return n
}

function verticalExtent(
  m: Uint8Array,
  w: number,
  x0: number,
  x1: number,
  b: [number, number],
): Rect {
  let y0 = b[1]
  let y1 = b[0]
  for (let y = b[0]; y < b[1]; y++) {
    for (let x = x0; x < x1; x++) {
      if (!m[y * w + x]) continue
      y0 = Math.min(y0, y)
      y1 = Math.max(y1, y + 1)
    }
  }
  return { x0, x1, y0, y1: Math.max(y1, y0) }
}

/** Cuts a run wider than `cell.wide` evenly into as many glyphs as `cell.width`s fit in it. */
function splitWide(
  r: Rect,
  cell: { width: number; wide: number },
  mask: Uint8Array,
  w: number,
  band: [number, number],
): Rect[] {
  const width = r.x1 - r.x0
  if (width <= cell.wide || cell.width <= 0) return [r]
  const parts = Math.max(2, Math.round(width / cell.width))
  const out: Rect[] = []
  for (let i = 0; i < parts; i++) {
    const x0 = Math.round(r.x0 + (i * width) / parts)
    const x1 = Math.round(r.x0 + ((i + 1) * width) / parts)
    out.push(verticalExtent(mask, w, x0, x1, band))
  }
  return out
}

/** A glyph before classification. */
export interface RawGlyph {
  rect: Rect
  vec: Float32Array
  /** How far the core of its strokes lies from the line's threshold, in gray levels (see core). */
  contrast: number
}

export interface Segmented {
  glyphs: RawGlyph[]
  textHeight: number
  light: boolean
  inkLevel: number
}

/** A line's ink: its binary mask, the text band and the ink of each column over the band. */
export interface LineInk {
  mask: Uint8Array
  width: number
  light: boolean
  /** The gray level the line was cut at. */
  threshold: number
  band: [number, number]
  cols: Uint16Array
}

/**
 * The ink of one line of text inside `r` of `img` (coordinates relative to `r`): adaptive
 * binarisation, borders and rules dropped, the text band and its column ink.
 */
export function lineInk(img: GrayImage, r: Rect, gap = 2, strict = false): LineInk {
  const bin = binarizeRect(img, r, gap, strict)
  dropRules(bin.mask, bin.width, bin.height)
  const band = textBand(bin.mask, bin.width, bin.height)
  const cols = columnInk(bin.mask, bin.width, band[0], band[1])
  return {
    mask: bin.mask,
    width: bin.width,
    light: bin.light,
    threshold: bin.threshold,
    band,
    cols,
  }
}

/** A line segmented before, in the same rect of a picture of the same size. */
export interface SegmentedLine {
  ink: LineInk
  seg: Segmented
}

/**
 * Segments one line of text inside `r` of `img`: its ink (lineInk), column segmentation and glyph
 * normalisation. Coordinates in the result are `img`'s. `expected` is the text height where it is
 * known (the located counter's): shapes over 1.4x it and hairlines are dropped; `pitch` the
 * characters' pitch where it is known; `ink` the line's ink where it was already found. A glyph
 * whose box and ink are those of a glyph of `before` (the line's previous sample: a counter's
 * digits mostly stay as they were) takes its vector rather than normalising the same ink again.
 */
export function segmentLine(
  img: GrayImage,
  r: Rect,
  gap = 2,
  expected?: number,
  pitch?: number,
  ink = lineInk(img, r, gap),
  before?: SegmentedLine,
): Segmented {
  const rects = segment(ink.cols, ink.mask, ink.width, ink.band, expected, pitch)
  let inkSum = 0
  let inkN = 0
  const glyphs = rects.map((g) => {
    const rect = { x0: g.x0 + r.x0, x1: g.x1 + r.x0, y0: g.y0 + r.y0, y1: g.y1 + r.y0 }
    const level = core(img, rect, ink, r)
    inkSum += level.sum
    inkN += level.n
    const vec = before && sameGlyph(before, rect, ink, g)
    return {
      rect,
      vec: vec || normaliseGlyph(ink.mask, ink.width, g),
      contrast: Math.abs(level.core - ink.threshold),
    }
  })
  const textHeight = Math.max(0, ...rects.map((g) => g.y1 - g.y0))
  return { glyphs, textHeight, light: ink.light, inkLevel: inkN ? inkSum / inkN : 0 }
}

/**
 * The ink of glyph box `rect` (picture coordinates) of a line cut from `r`: its pixels' sum and
 * count, and its core level, the mean of its pixels on the text's side of their own mean (the
 * strokes' middles, not their blurred or shadowed edges): a line's characters in one colour have
 * about one core level, a label in another colour beside the digits another.
 */
function core(
  img: GrayImage,
  rect: Rect,
  ink: LineInk,
  r: Rect,
): { sum: number; n: number; core: number } {
  const levels = (keep: (v: number) => boolean): { sum: number; n: number } => {
    let sum = 0
    let n = 0
    for (let y = rect.y0; y < rect.y1; y++) {
      for (let x = rect.x0; x < rect.x1; x++) {
        if (!ink.mask[(y - r.y0) * ink.width + x - r.x0]) continue
        const v = img.data[y * img.width + x]!
        if (!keep(v)) continue
        sum += v
        n++
      }
    }
    return { sum, n }
  }
  const all = levels(() => true)
  const mean = all.sum / Math.max(1, all.n)
  const strokes = levels((v) => (ink.light ? v >= mean : v <= mean))
  return { ...all, core: strokes.n ? strokes.sum / strokes.n : mean }
}

/**
 * The vector of `before`'s glyph in box `rect` (picture coordinates) if its ink there was the same
 * as `ink`'s in `g` (the same box, in the line's mask), pixel for pixel; else undefined.
 */
function sameGlyph(
  before: SegmentedLine,
  rect: Rect,
  ink: LineInk,
  g: Rect,
): Float32Array | undefined {
  const old = before.seg.glyphs.find(
    (o) =>
      o.rect.x0 === rect.x0 &&
      o.rect.x1 === rect.x1 &&
      o.rect.y0 === rect.y0 &&
      o.rect.y1 === rect.y1,
  )
  if (!old || before.ink.width !== ink.width) return undefined
  const a = before.ink.mask
  for (let y = g.y0; y < g.y1; y++) {
    for (let x = g.x0, i = y * ink.width + g.x0; x < g.x1; x++, i++) {
      if (a[i] !== ink.mask[i]) return undefined
    }
  }
  return old.vec
}

/** Segments a line and classifies each glyph against the bank. */
export function readLine(
  img: GrayImage,
  r: Rect,
  classifier: GlyphClassifier,
  gap = 2,
  strict = false,
): LineRead {
  const seg = segmentLine(img, r, gap, undefined, undefined, lineInk(img, r, gap, strict))
  const glyphs = seg.glyphs.map((g) => {
    const c = classifier.classify(g.vec)
    return { ...g, label: c.label, confidence: c.confidence }
  })
  return { ...seg, glyphs }
}
