import { median } from '../plan/samples.ts'
import { extractNumber, numberOf, type GlyphText, type NumberRead } from '../plan/text.ts'
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

const FIELDS = 7
/**
 * Samples in a row a cluster must hold one position to count as a character of its own there:
 * longer than a screen shake or a sprite crossing the digit, which redraw one character a little
 * differently for a moment.
 */
const HELD_RUN = 8

/**
 * Int16 values appended back to back in one buffer that doubles as it fills: a few bytes a glyph
 * and no object per sample, so an hour of samples stays small.
 */
class Int16Log {
  private data = new Int16Array(1 << 14)
  length = 0

  append(values: ArrayLike<number>): void {
    if (this.length + values.length > this.data.length) {
      const grown = new Int16Array(Math.max(this.data.length * 2, this.length + values.length))
      grown.set(this.data.subarray(0, this.length))
      this.data = grown
    }
    this.data.set(values, this.length)
    this.length += values.length
  }

  slice(from: number, to: number): Int16Array {
    return this.data.subarray(from, to)
  }
}

/**
 * Reads the same text line over many frames: clusters its glyph images as they come (the video's
 * own font), notes which positions change character, then labels the clusters once and reads
 * every sample. Keeps a few bytes per glyph.
 */
export class LineReader {
  private glyphs = new Int16Log()
  /** Where each sample's glyphs start in `glyphs`, and its text height. */
  private starts: number[] = []
  private heights: number[] = []
  private clusters = new GlyphClusters()
  private slots = new Map<number, Map<number, number>>()
  /** Per position: the cluster drawn there in the latest samples, and for how many in a row. */
  private runs = new Map<number, { id: number; n: number; sample: number }>()
  /** Per position: the clusters that held it for HELD_RUN samples in a row. */
  private held = new Map<number, Set<number>>()
  /** Cluster of each glyph of the last sample: the first guess for the next sample's glyphs. */
  private lastIds: number[] = []

  /**
   * @param anchor columns where the counter's digits are expected (picks among several runs)
   * @param pitch the counter's character pitch, where it is known
   */
  constructor(
    private slotWidth: number,
    private anchor?: [number, number],
    readonly pitch?: number,
  ) {}

  /** Samples added so far. */
  get size(): number {
    return this.starts.length
  }

  add(seg: Segmented): void {
    this.starts.push(this.glyphs.length)
    this.heights.push(seg.textHeight)
    const ids = seg.glyphs.map((g, i) => {
      const [id, d] = this.clusters.assign(g.vec, this.lastIds[i])
      this.glyphs.append([
        id,
        g.rect.x0,
        g.rect.x1,
        g.rect.y0,
        g.rect.y1,
        Math.round(d * 1000),
        Math.round(g.contrast),
      ])
      if (id < 0) return id
      const slot = Math.round((g.rect.x0 + g.rect.x1) / 2 / this.slotWidth)
      const counts = this.slots.get(slot) ?? new Map<number, number>()
      counts.set(id, (counts.get(id) ?? 0) + 1)
      this.slots.set(slot, counts)
      this.noteRun(slot, id)
      return id
    })
    this.lastIds = ids
  }

  private noteRun(slot: number, id: number): void {
    const sample = this.starts.length - 1
    const run = this.runs.get(slot)
    const n = run && run.id === id && run.sample === sample - 1 ? run.n + 1 : 1
    this.runs.set(slot, { id, n, sample })
    if (n === HELD_RUN) this.held.set(slot, (this.held.get(slot) ?? new Set<number>()).add(id))
  }

  /** Labels the learnt clusters, once every sample has been added. */
  labels(): ClusterLabel[] {
    const step = Math.max(1, Math.ceil(this.size / ORDER_SAMPLES))
    const probe = Array.from({ length: Math.ceil(this.size / step) }, (_, i) => i * step)
    // Samples that draw the same glyphs at the same places read alike under any labelling (a
    // counter holds each value for many samples): each distinct drawing is read once a trial.
    const kinds = new Map<string, number>()
    /** The first sample of each distinct drawing. */
    const shown: number[] = []
    const kindOf = probe.map((i) => {
      const key = this.drawing(i)
      let k = kinds.get(key)
      if (k === undefined) {
        k = shown.push(i) - 1
        kinds.set(key, k)
      }
      return k
    })
    // A reading depends only on the labels of the clusters in its sample: each trial labelling
    // re-reads just the drawings holding a cluster whose label differs from the first trial's.
    const holds = shown.map((i) => this.clustersOf(i))
    let first: { labels: string[]; values: (number | null)[]; whole: boolean[] } | null = null
    const held = [...this.held.values()]
    const judged = (values: (number | null)[], whole: boolean[]): number =>
      disorder(
        kindOf.map((k) => values[k]!),
        whole,
      )
    return labelClusters(this.clusters, this.slots, held, (trial) => {
      if (!first) {
        const reads = shown.map((i) => this.read(i, trial))
        const values = reads.map((r) => r.value)
        const whole = wholeReads(reads, kindOf)
        first = { labels: trial.map((l) => l.label), values, whole }
        return judged(values, whole)
      }
      const base = first
      const changed = trial.map((l, id) => l.label !== base.labels[id])
      const values = shown.map((i, k) =>
        holds[k]!.some((id) => changed[id]) ? this.read(i, trial).value : base.values[k]!,
      )
      return judged(values, base.whole)
    })
  }

  /** What sample `i`'s reading depends on: its glyphs' clusters and places, and its text height. */
  private drawing(i: number): string {
    const g = this.glyphsOf(i)
    const key: number[] = [this.heights[i]!]
    for (let f = 0; f < g.length; f += FIELDS)
      key.push(g[f]!, g[f + 1]!, g[f + 2]!, g[f + 3]!, g[f + 4]!)
    return key.join(',')
  }

  /** The glyph fields of sample `i` (FIELDS values a glyph). */
  private glyphsOf(i: number): Int16Array {
    return this.glyphs.slice(this.starts[i]!, this.starts[i + 1] ?? this.glyphs.length)
  }

  /** The distinct cluster ids of sample `i`'s glyphs. */
  private clustersOf(i: number): number[] {
    const g = this.glyphsOf(i)
    const ids = new Set<number>()
    for (let f = 0; f < g.length; f += FIELDS) ids.add(g[f]!)
    return [...ids]
  }

  /**
   * The number read in sample `i` (in the order samples were added) under `labels`; `padded`: the
   * counter's zero-padded width, where it is known (see readKept).
   */
  read(i: number, labels: ClusterLabel[], padded?: number): LineNumber {
    return readKept(this.glyphsOf(i), this.heights[i]!, labels, this.anchor, this.pitch, padded)
  }
}

/**
 * Which probed samples read the counter whole, under the first trial labelling: as many glyphs
 * in their number as the median read sample or more. A counter caught changing (every digit
 * spinning, as powermanga's do for half a second, or a sprite over some of them) reads only its
 * still digits, and that number says nothing about the order of its values. `reads` holds one
 * reading per distinct drawing, `kindOf` each probed sample's drawing.
 */
function wholeReads(reads: LineNumber[], kindOf: number[]): boolean[] {
  const length = (k: number): number => reads[k]!.digits?.length ?? 0
  const usual = median(kindOf.flatMap((k) => (reads[k]!.digits ? [length(k)] : [])))
  return kindOf.map((k) => length(k) >= usual)
}

/** Samples read per trial labelling when judging its order (evenly spread over the video). */
const ORDER_SAMPLES = 600

/**
 * How far a sequence of readings is from counting up: first the times it goes down (a reset, a
 * continue or a misread each count once, whatever their length), then, among labellings that
 * go down as often, the readings out of order. Where `whole` is given, only the readings it marks
 * (the counter read whole: see wholeReads) count for the steps down: a part of the counter read
 * while it changes is smaller or larger than its values by chance (`69` for `00000016`, whose
 * leading zeros are given their digit, but `66666618` if they are read as 6s), so counting the
 * steps to and from it had made the zeros 6s in powermanga.
 */
export function disorder(values: (number | null)[], whole?: boolean[]): number {
  const counted = whole ? values.map((v, i) => (whole[i] ? v : null)) : values
  // out of order counts at most every reading: one decrease more always weighs more
  return decreases(counted) * (values.length + 1) + outOfOrder(values)
}

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

/**
 * How many readings are out of order: those left out of the longest non-decreasing subsequence
 * (unread samples are skipped). A misread stretch counts by its length, not as one step down, so
 * a labelling that puts a long stretch back in order wins even where a stray misread stays.
 */
function outOfOrder(values: (number | null)[]): number {
  const tails: number[] = []
  let n = 0
  for (const v of values) {
    if (v === null) continue
    n++
    let lo = 0
    let hi = tails.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (tails[mid]! <= v) lo = mid + 1
      else hi = mid
    }
    tails[lo] = v
  }
  return n - tails.length
}

/** The last `padded` digits of `num` where it is longer and they start with a 0, else `num`. */
function withinPadding(num: NumberRead, glyphs: GlyphText[], padded: number): NumberRead {
  const first = num.last - padded + 1
  if (first <= num.first || glyphs[first]!.label !== '0') return num
  return numberOf(glyphs, first, num.last)
}

/** The label of a glyph that joined no cluster (see GlyphClusters.assign). */
const UNCLUSTERED: ClusterLabel = { label: '?', confidence: 0 }

/**
 * A glyph that joined no cluster lies within a character of the number: it may be one of its
 * digits, and the number read without it would be another.
 */
function unclusteredBeside(
  g: Int16Array,
  glyphs: { x0: number; x1: number }[],
  num: { first: number; last: number },
  textHeight: number,
): boolean {
  const x0 = glyphs[num.first]!.x0 - textHeight
  const x1 = glyphs[num.last]!.x1 + textHeight
  return glyphs.some((q, k) => g[k * FIELDS]! < 0 && q.x1 >= x0 && q.x0 <= x1)
}

/**
 * The number of one sample's kept glyphs (FIELDS values each: cluster id, x0, x1, y0, y1, the
 * distance to the cluster in thousandths and the contrast) under the clusters' `labels`. Of a
 * counter zero-padded to `padded` digits, a number read longer than that whose last `padded`
 * digits still start with a 0 is those digits: a padded counter never grows wider, so what was
 * read on its left (a gauge's round end, a label's letters) is no part of it.
 */
export function readKept(
  g: Int16Array,
  textHeight: number,
  labels: ClusterLabel[],
  anchor?: [number, number],
  pitch?: number,
  padded?: number,
): LineNumber {
  const glyphs = []
  for (let i = 0; i < g.length; i += FIELDS) {
    const l = g[i]! < 0 ? UNCLUSTERED : labels[g[i]!]!
    const fit = Math.max(0, 1 - g[i + 5]! / 1000 / 0.15)
    glyphs.push({
      x0: g[i + 1]!,
      x1: g[i + 2]!,
      y0: g[i + 3]!,
      y1: g[i + 4]!,
      label: l.label,
      confidence: l.confidence * (0.5 + 0.5 * fit),
      contrast: g[i + 6]!,
    })
  }
  const read = extractNumber(glyphs, textHeight, anchor, pitch)
  if (!read || unclusteredBeside(g, glyphs, read, textHeight)) {
    return { value: null, digits: null, confidence: 0, rect: null, textHeight }
  }
  const num = padded ? withinPadding(read, glyphs, padded) : read
  const rect = { x0: glyphs[num.first]!.x0, x1: glyphs[num.last]!.x1, y0: Infinity, y1: -Infinity }
  for (let k = num.first; k <= num.last; k++) {
    rect.y0 = Math.min(rect.y0, glyphs[k]!.y0)
    rect.y1 = Math.max(rect.y1, glyphs[k]!.y1)
  }
  return { value: num.value, digits: num.digits, confidence: num.confidence, rect, textHeight }
}
