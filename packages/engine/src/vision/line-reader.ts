import { extractNumber } from '../plan/text.ts'
import { GlyphClusters, labelClusters, type ClusterLabel } from './glyph-clusters.ts'
import type { Rect } from './glyph.ts'
import type { Segmented } from './read-line.ts'

/** The number read in one sample of a line, with the digits' extent. */
export interface LineNumber {
  value: number | null
  digits: string | null
  confidence: number
  rect: Rect | null
  textHeight: number
}

const FIELDS = 6

/**
 * Reads the same text line over many frames: clusters its glyph images as they come (the video's
 * own font), notes which positions change character, then labels the clusters once and reads
 * every sample. Keeps a few bytes per glyph.
 */
export class LineReader {
  private kept: { glyphs: Int16Array; textHeight: number }[] = []
  private clusters = new GlyphClusters()
  private slots = new Map<number, Map<number, number>>()

  /** @param anchor columns where the counter's digits are expected (picks among several runs) */
  constructor(
    private slotWidth: number,
    private anchor?: [number, number],
  ) {}

  add(seg: Segmented): void {
    const glyphs = new Int16Array(seg.glyphs.length * FIELDS)
    seg.glyphs.forEach((g, i) => {
      const [id, d] = this.clusters.assign(g.vec)
      glyphs.set([id, g.rect.x0, g.rect.x1, g.rect.y0, g.rect.y1, Math.round(d * 1000)], i * FIELDS)
      const slot = Math.round((g.rect.x0 + g.rect.x1) / 2 / this.slotWidth)
      const counts = this.slots.get(slot) ?? new Map<number, number>()
      counts.set(id, (counts.get(id) ?? 0) + 1)
      this.slots.set(slot, counts)
    })
    this.kept.push({ glyphs, textHeight: seg.textHeight })
  }

  /** Labels the learnt clusters and reads every sample, in the order they were added. */
  finish(): LineNumber[] {
    const step = Math.max(1, Math.ceil(this.kept.length / ORDER_SAMPLES))
    const probe = this.kept.filter((_, i) => i % step === 0)
    const labels = labelClusters(this.clusters, this.slots, (trial) =>
      decreases(probe.map((s) => readKept(s.glyphs, s.textHeight, trial, this.anchor).value)),
    )
    return this.kept.map((s) => readKept(s.glyphs, s.textHeight, labels, this.anchor))
  }
}

/** Samples read per trial labelling when judging its order (evenly spread over the video). */
const ORDER_SAMPLES = 600

/** How many times a sequence of readings goes down (unread samples are skipped). */
export function decreases(values: (number | null)[]): number {
  let n = 0
  let last: number | null = null
  for (const v of values) {
    if (v === null) continue
    if (last !== null && v < last) n++
    last = v
  }
  return n
}

function readKept(
  g: Int16Array,
  textHeight: number,
  labels: ClusterLabel[],
  anchor?: [number, number],
): LineNumber {
  const glyphs = []
  for (let i = 0; i < g.length; i += FIELDS) {
    const l = labels[g[i]!]!
    const fit = Math.max(0, 1 - g[i + 5]! / 1000 / 0.15)
    glyphs.push({
      x0: g[i + 1]!,
      x1: g[i + 2]!,
      y0: g[i + 3]!,
      y1: g[i + 4]!,
      label: l.label,
      confidence: l.confidence * (0.5 + 0.5 * fit),
    })
  }
  const num = extractNumber(glyphs, textHeight, anchor)
  if (!num) return { value: null, digits: null, confidence: 0, rect: null, textHeight }
  const run = glyphs.slice(num.first, num.last + 1)
  const rect = {
    x0: run[0]!.x0,
    x1: run[run.length - 1]!.x1,
    y0: Math.min(...run.map((r) => r.y0)),
    y1: Math.max(...run.map((r) => r.y1)),
  }
  return { value: num.value, digits: num.digits, confidence: num.confidence, rect, textHeight }
}
