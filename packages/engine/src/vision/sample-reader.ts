import { extractNumber } from '../plan/text.ts'
import type { GlyphClassifier } from './classify.ts'
import type { GrayImage } from './glyph.ts'
import { readLine } from './read-line.ts'

/** What the reader extracts from one counter crop. */
export interface SampleRead {
  value: number | null
  digits: string | null
  confidence: number
  /** Style cues of the digits (for overlay detection): text height, ink level, extent. */
  textHeight: number
  inkLevel: number
  x0: number
  x1: number
}

/** Reads the score in one counter crop (the whole crop is the search area). */
export function readSample(crop: GrayImage, cls: GlyphClassifier, textHeight: number): SampleRead {
  const gap = Math.max(2, Math.round(textHeight / 10))
  const line = readLine(crop, { x0: 0, y0: 0, x1: crop.width, y1: crop.height }, cls, gap)
  const glyphs = line.glyphs.map((g) => ({ ...g, x0: g.rect.x0, x1: g.rect.x1 }))
  const num = extractNumber(glyphs, line.textHeight)
  if (!num) {
    return { value: null, digits: null, confidence: 0, textHeight: line.textHeight, inkLevel: 0, x0: 0, x1: 0 }
  }
  return {
    value: num.value,
    digits: num.digits,
    confidence: num.confidence,
    textHeight: line.textHeight,
    inkLevel: line.inkLevel,
    x0: glyphs[num.first]!.x0,
    x1: glyphs[num.last]!.x1,
  }
}

/** Mean absolute difference of two thumbnails, optionally ignoring a masked area (mask=1). */
export function thumbDiff(a: Uint8Array, b: Uint8Array, ignore?: Uint8Array): number {
  let sum = 0
  let n = 0
  for (let i = 0; i < a.length; i++) {
    if (ignore?.[i]) continue
    sum += Math.abs(a[i]! - b[i]!)
    n++
  }
  return n ? sum / n : 0
}
