import { extractNumber, type NumberRead } from '../plan/text.ts'
import { components, contrastMasks, glyphLike } from './components.ts'
import type { GlyphClassifier } from './classify.ts'
import type { GrayImage, Rect } from './glyph.ts'
import { clusterLines, groupLines, type LineCluster } from './lines.ts'
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
}

const MAX_CANDIDATES = 24

/** Text lines of one frame (light-on-dark and dark-on-light). */
export function frameLines(img: GrayImage): ReturnType<typeof groupLines> {
  const radius = Math.max(6, Math.round(img.height / 30))
  const [light, dark] = contrastMasks(img, radius, 28)
  const blobs = [
    ...components(light, img.width, img.height, true),
    ...components(dark, img.width, img.height, false),
  ].filter((b) => glyphLike(b, img.height))
  return groupLines(blobs)
}

function expand(r: Rect, dx: number, dy: number, img: GrayImage): Rect {
  return {
    x0: Math.max(0, Math.floor(r.x0 - dx)),
    y0: Math.max(0, Math.floor(r.y0 - dy)),
    x1: Math.min(img.width, Math.ceil(r.x1 + dx)),
    y1: Math.min(img.height, Math.ceil(r.y1 + dy)),
  }
}

interface CandidateReads {
  cluster: LineCluster
  reads: (NumberRead & { rect: Rect; textHeight: number })[]
  values: (number | null)[]
}

function readCandidate(c: LineCluster, frames: GrayImage[], cls: GlyphClassifier): CandidateReads {
  const reads: CandidateReads['reads'] = []
  const values: (number | null)[] = []
  for (const img of frames) {
    const area = expand(c, c.height * 0.3, c.height * 0.3, img)
    const line = readLine(img, area, cls, 1)
    const glyphs = line.glyphs.map((g) => ({ ...g, x0: g.rect.x0, x1: g.rect.x1 }))
    const num = extractNumber(glyphs, line.textHeight)
    if (!num || num.confidence < 0.2) {
      values.push(null)
      continue
    }
    const run = line.glyphs.slice(num.first, num.last + 1)
    const rect = {
      x0: Math.min(...run.map((g) => g.rect.x0)),
      x1: Math.max(...run.map((g) => g.rect.x1)),
      y0: Math.min(...run.map((g) => g.rect.y0)),
      y1: Math.max(...run.map((g) => g.rect.y1)),
    }
    reads.push({ ...num, rect, textHeight: line.textHeight })
    values.push(num.value)
  }
  return { cluster: c, reads, values }
}

/**
 * How much a field behaves like a player's score: readable as a number in most frames, many
 * distinct values, mostly non-decreasing. A hi-score (constant until passed), lives or stage
 * numbers score low on distinct values or digits.
 */
export function counterScore(values: (number | null)[], digits: number[]): number {
  const valid = values.filter((v): v is number => v !== null)
  if (valid.length < 2) return 0
  const distinct = new Set(valid).size
  let up = 0
  for (let i = 1; i < valid.length; i++) if (valid[i]! >= valid[i - 1]!) up++
  const mono = up / (valid.length - 1)
  const meanDigits = digits.reduce((a, b) => a + b, 0) / Math.max(1, digits.length)
  const validFrac = valid.length / values.length
  return validFrac * (0.2 + mono) * Math.log2(1 + distinct) * Math.min(1, meanDigits / 3)
}

/** Finds the score counter in frames sampled across the video; null when nothing reads as one. */
export function locateCounter(frames: GrayImage[], cls: GlyphClassifier): CounterLocation | null {
  if (!frames.length) return null
  const minFrames = Math.max(2, Math.ceil(frames.length * 0.3))
  const clusters = clusterLines(frames.map(frameLines))
    .filter((c) => c.frames.size >= minFrames)
    .slice(0, MAX_CANDIDATES)
  let best: { cand: CandidateReads; score: number } | null = null
  for (const c of clusters) {
    const cand = readCandidate(c, frames, cls)
    const score = counterScore(cand.values, cand.reads.map((r) => r.digits.length))
    if (!best || score > best.score) best = { cand, score }
  }
  if (!best || best.score <= 0 || !best.cand.reads.length) return null
  return toLocation(best.cand, best.score, frames[0]!)
}

function toLocation(cand: CandidateReads, score: number, img: GrayImage): CounterLocation {
  const rs = cand.reads
  const digits = {
    x0: Math.min(...rs.map((r) => r.rect.x0)),
    x1: Math.max(...rs.map((r) => r.rect.x1)),
    y0: Math.min(...rs.map((r) => r.rect.y0)),
    y1: Math.max(...rs.map((r) => r.rect.y1)),
  }
  const heights = rs.map((r) => r.rect.y1 - r.rect.y0).sort((a, b) => a - b)
  const textHeight = heights[Math.floor(heights.length / 2)]!
  const region = expand(digits, textHeight * 1.6, textHeight * 0.45, img)
  return { digits, region, textHeight, light: cand.cluster.light, score, samples: cand.values }
}
