import { classifyFromDistances, GlyphClassifier } from './classify.ts'
import { glyphDistance, glyphGap, GRID } from './glyph.ts'

/** Same glyph if closer than this (compression noise stays well below it). */
const JOIN = 0.1
/** Clusters this close are the same character drawn slightly differently... */
const MERGE = 0.11
/**
 * ...unless some part of them differs as a stroke does: 0 and 8, or a plain and a slashed zero,
 * differ only in a few central cells, so their mean distance can be under MERGE.
 */
const MERGE_GAP = 0.55
const MAX_CLUSTERS = 96
/**
 * Once MAX_CLUSTERS are made, a glyph this far from every cluster joins none (its cluster is -1,
 * and a sample with one beside its number reads nothing): forced into the nearest, such glyphs
 * (a counter blurred and redrawn blockier by heavy compression, chromium-bsu's over its
 * explosions) pulled the centroids away from their digits.
 */
const FAR = 0.2

/**
 * Online clustering of the counter's glyph images. A counter draws a handful of shapes over and
 * over, so the video's own font is learnt as it plays; labels are given to clusters, not to each
 * glyph, which is both faster and more consistent than classifying every glyph.
 */
export class GlyphClusters {
  readonly centroids: Float32Array[] = []
  readonly counts: number[] = []

  /**
   * Cluster id of a glyph and its distance to the cluster (-1 when it is FAR from every cluster
   * and no new one can be made). `hint` (a cluster the glyph is likely to join: the one the same
   * glyph joined in the previous sample) is measured first, so that the other distances stop
   * early; the nearest cluster, lowest id on a tie, is the same either way.
   */
  assign(vec: Float32Array, hint = -1): [number, number] {
    const first = this.centroids[hint]
    let best = first ? hint : -1
    let bestD = first ? glyphDistance(vec, first) : Infinity
    for (let i = 0; i < this.centroids.length; i++) {
      if (i === hint) continue
      const d = glyphDistance(vec, this.centroids[i]!, bestD)
      if (d < bestD || (d === bestD && i < best)) [best, bestD] = [i, d]
    }
    if (best < 0 || (bestD > JOIN && this.centroids.length < MAX_CLUSTERS)) {
      this.centroids.push(Float32Array.from(vec))
      this.counts.push(1)
      return [this.centroids.length - 1, 0]
    }
    if (bestD > FAR) return [-1, bestD]
    const n = this.counts[best]! + 1
    this.counts[best] = n
    if (n < 500) {
      const c = this.centroids[best]!
      for (let i = 0; i < GRID * GRID; i++) c[i] = c[i]! + (vec[i]! - c[i]!) / n
    }
    return [best, bestD]
  }
}

/** A label per cluster ('0'..'9' or '?') with a confidence. */
export interface ClusterLabel {
  label: string
  confidence: number
}

const DIGITS = '0123456789'

/**
 * Agglomerative merge (weighted centroids) until no two groups are close (MERGE, MERGE_GAP).
 * Clusters that each held the same position for a while (`held`: per position, those clusters)
 * are different characters however alike they look: a static counter redraws one character the
 * same way at one place, so two lasting shapes there are two characters (an 8 and a slashed 0).
 * With `byBank`, two groups whose centres are nearest different digits of the bank stay apart
 * too: an 8 and a slashed 0 never drawn at one place held none together.
 */
export function mergeGroups(
  c: GlyphClusters,
  held: ReadonlySet<number>[] = [],
  byBank = false,
): number[] {
  const group = c.centroids.map((_, i) => i)
  const cent = new Map(c.centroids.map((v, i) => [i, Float32Array.from(v)]))
  const count = new Map(c.counts.map((n, i) => [i, n]))
  const cls = new GlyphClassifier()
  const nearest = new Map<number, string>()
  const digitOf = (root: number): string => {
    const known = nearest.get(root)
    if (known) return known
    const digit = nearestDigit(cls.distances(cent.get(root)!))
    nearest.set(root, digit)
    return digit
  }
  const apart = (a: number, b: number): boolean =>
    (byBank && digitOf(a) !== digitOf(b)) ||
    held.some((ids) => [...ids].some((i) => group[i] === a) && [...ids].some((i) => group[i] === b))
  for (;;) {
    let best: [number, number, number] | null = null
    const roots = [...cent.keys()]
    for (let i = 0; i < roots.length; i++) {
      for (let j = i + 1; j < roots.length; j++) {
        const [a, b] = [cent.get(roots[i]!)!, cent.get(roots[j]!)!]
        const d = glyphDistance(a, b)
        if (
          d < MERGE &&
          (!best || d < best[2]) &&
          glyphGap(a, b) < MERGE_GAP &&
          !apart(roots[i]!, roots[j]!)
        )
          best = [roots[i]!, roots[j]!, d]
      }
    }
    if (!best) return group
    const [a, b] =
      count.get(best[0])! >= count.get(best[1])! ? [best[0], best[1]] : [best[1], best[0]]
    const na = count.get(a)!
    const nb = count.get(b)!
    const ca = cent.get(a)!
    const cb = cent.get(b)!
    for (let i = 0; i < ca.length; i++) ca[i] = (ca[i]! * na + cb[i]! * nb) / (na + nb)
    count.set(a, na + nb)
    nearest.delete(a)
    cent.delete(b)
    count.delete(b)
    for (let i = 0; i < group.length; i++) if (group[i] === b) group[i] = a
  }
}

/**
 * Labels clusters: distances to the bank give each group's cost per digit, and the groups that
 * change over time (dynamic: the counter's digits) get distinct digits, an assignment solved
 * exactly by dynamic programming over used-digit sets. Static groups (labels such as 'SCORE')
 * keep their nearest class. Returns one label per cluster.
 *
 * When the readings still go down under the best labelling, two characters may have been merged
 * as one (an 8 and a slashed 0 at a small size look alike): the clusters are grouped again with
 * those that each held one position for a while (`held`) kept apart, then also with those whose
 * centres are nearest different digits of the bank kept apart (an 8 and a slashed 0 that never
 * held one place: fresh-027's 8s, merged with its 0s through their noisier variants, read its
 * 112,681,300 as 112,601,300), and the labelling that puts the readings most in order is taken.
 * They are only second opinions: small text re-encoded noisily also draws one digit as several
 * lasting shapes, and those must stay one character.
 */
export function labelClusters(
  c: GlyphClusters,
  slots: Map<number, Map<number, number>>,
  held: ReadonlySet<number>[],
  disorder?: (labels: ClusterLabel[]) => number,
): ClusterLabel[] {
  const merged = mergeGroups(c)
  const first = labelGroups(c, slots, merged, disorder)
  if (!disorder) return first
  let best = { labels: first, disorder: disorder(first) }
  for (const byBank of [false, true]) {
    if (best.disorder === 0 || (!byBank && !held.length)) continue
    const apart = mergeGroups(c, held, byBank)
    const second = labelGroups(c, slots, apart, disorder)
    const value = disorder(second)
    if (value < best.disorder && splitKeeps(merged, apart, first, second))
      best = { labels: second, disorder: value }
  }
  return best.labels
}

/**
 * Whether every group of `merged` that `apart` splits, read as a digit under `first`, keeps that
 * digit for one of its parts under `second` and gives its parts one other digit at most. Kept
 * apart, two characters read as one (an 8 and a slashed 0) are one of them and another; parts
 * none of which is the digit they were read as together are one character drawn two ways
 * (jersey-10's zeros under scanlines) given two digits that happen to read in order, and parts
 * read as three digits or more one character drawn many ways (real powermanga's zeros, nearest
 * a 6, an 8 and a 9 at 400 lines).
 */
export function splitKeeps(
  merged: number[],
  apart: number[],
  first: ClusterLabel[],
  second: ClusterLabel[],
): boolean {
  for (const root of new Set(merged)) {
    const members = merged.flatMap((g, i) => (g === root ? [i] : []))
    const label = first[members[0]!]!.label
    if (!DIGITS.includes(label) || new Set(members.map((i) => apart[i])).size < 2) continue
    const parts = new Set(members.map((i) => second[i]!.label).filter((l) => DIGITS.includes(l)))
    if (!parts.has(label) || parts.size > 2) return false
  }
  return true
}

function labelGroups(
  c: GlyphClusters,
  slots: Map<number, Map<number, number>>,
  group: number[],
  disorder?: (labels: ClusterLabel[]) => number,
): ClusterLabel[] {
  const roots = [...new Set(group)]
  const dynamic = dynamicGroups(slots, group)
  const cls = new GlyphClassifier()
  const costs = new Map<number, Map<string, number>>()
  const labels = new Map<number, ClusterLabel>()
  const centres = new Map<number, Float32Array>()
  for (const r of roots) {
    const centre = groupCentre(c, group, r)
    centres.set(r, centre)
    const distances = cls.distances(centre)
    costs.set(r, distances)
    const k = classifyFromDistances(distances)
    labels.set(r, { label: k.label, confidence: k.confidence })
  }
  const dyn = roots.filter((r) => dynamic.has(r))
  const weight = (r: number): number =>
    c.counts.reduce((n, k, i) => (group[i] === r ? n + k : n), 0)
  const principal = [...dyn].sort((a, b) => weight(b) - weight(a)).slice(0, PRINCIPAL)
  /** Gives groups their labels, then rates each against the labels the others left free. */
  const relabel = (changes: [number, string][]): void => {
    for (const [r, label] of changes) labels.set(r, { label, confidence: 0 })
    for (const [r, label] of changes) {
      const taken = new Set(principal.filter((p) => p !== r).map((p) => labels.get(p)!.label))
      const m = costs.get(r)!
      labels.set(r, { label, confidence: labelConfidence(labelCost(m, label), m, label, taken) })
    }
  }
  const distinct = assignDistinct(principal, costs, weight)
  const positions = slotsOf(slots, group)
  relabel([...nearestAcrossPositions(distinct, costs, positions)])
  const perCluster = () => c.centroids.map((_, i) => labels.get(group[i]!)!)
  const inTurn = (a: number, b: number): boolean => takeTurns(positions, a, b)
  const unlike = (a: number, b: number): boolean =>
    principal.includes(a) &&
    principal.includes(b) &&
    inTurn(a, b) &&
    glyphDistance(centres.get(a)!, centres.get(b)!) >= UNLIKE
  // A group drawn alone at its places (a padding zero: another shape passes there now and then)
  // shifts every reading it is in alike; only those passing shapes show the order anything of it.
  const alone = new Set(dyn.filter((r) => !dyn.some((p) => p !== r && inTurn(r, p))))
  if (disorder)
    orderDigits(dyn, alone, costs, labels, relabel, unlike, inTurn, () => disorder(perCluster()))
  return perCluster()
}

/**
 * The changing groups seen most are the counter's own shapes (ten at most) and get distinct
 * digits; rarer ones (a sprite over a digit, a shape caught mid-change) keep their nearest class,
 * or they would take digits the real shapes need.
 */
const PRINCIPAL = 10

/** Most a relabelling may worsen the template fit (summed distance) to put the readings in order. */
const ORDER_FIT_LOSS = 0.08
/**
 * Most the order may move a group drawn alone at its places off its nearest digit: it settles a
 * near tie (clean-008 at 360 lines: the group of its two trailing zeros is 0.006 nearer the 8),
 * but a group that is plainly one digit keeps it. Real powermanga upscaled to 720p by nearest
 * neighbour had its padding zeros, at six places, given a 1 (at least 0.046 further) by the
 * order: it read 88 for 40.
 */
const ALONE_FIT_LOSS = 0.02

/**
 * Two of the counter's main shapes this far apart (half as far again as MERGE) that take turns at
 * one position are two characters: the order search never gives one of them the other's digit.
 * Nearer, they may be one character that noise draws two ways at a small size (powermanga's
 * zeros at crf 38), and the order may join them.
 */
const UNLIKE = MERGE * 1.5

/**
 * A counter only counts up, so a labelling under which the readings go down is wrong somewhere
 * (two similar shapes, such as 6 and 8 at a small size, given each other's digit). Tries every
 * other digit for each changing group and every swap of two groups' digits (never with a group
 * that is no digit: unreadable samples have no order to break), and, where none of those helps,
 * every other digit for two groups of one digit drawn in turn at a place together (`inTurn`: one
 * character drawn two ways there, both read wrong alike, so that either moved alone leaves the
 * other breaking the order). Keeps the change that puts the readings most in order (`disorder`),
 * at a fit loss under ORDER_FIT_LOSS, and for a group drawn `alone` at its places within
 * ALONE_FIT_LOSS of its nearest digit; again until none helps.
 * A change never gives a group a digit other than its nearest that a group `unlike` it holds: read
 * as one digit, two shapes drawn in turn at one place make that place never change, and readings
 * that never change are in order whatever they should read (chromium-bsu re-encoded: its 5 and
 * 0, given one digit, read its 5,000 as 0).
 */
function orderDigits(
  dyn: number[],
  alone: ReadonlySet<number>,
  costs: Map<number, Map<string, number>>,
  labels: Map<number, ClusterLabel>,
  relabel: (changes: [number, string][]) => void,
  unlike: (a: number, b: number) => boolean,
  inTurn: (a: number, b: number) => boolean,
  disorder: () => number,
): void {
  const cost = (r: number, label: string): number => labelCost(costs.get(r)!, label)
  const joinsUnlike = (changes: [number, string][]): boolean =>
    changes.some(
      ([r, label]) =>
        label !== nearestDigit(costs.get(r)!) &&
        dyn.some(
          (p) => labels.get(p)!.label === label && !changes.some(([q]) => q === p) && unlike(r, p),
        ),
    )
  const farForAlone = (changes: [number, string][]): boolean =>
    changes.some(
      ([r, label]) =>
        alone.has(r) && cost(r, label) - cost(r, nearestDigit(costs.get(r)!)) > ALONE_FIT_LOSS,
    )
  type Change = [number, string][]
  let current = disorder()
  /** The candidate that puts the readings most in order, at the least fit loss on a tie. */
  const bestOf = (candidates: Change[]): { changes: Change; value: number } | null => {
    let best: { changes: Change; value: number; loss: number } | null = null
    for (const changes of candidates) {
      const loss = changes.reduce(
        (sum, [r, label]) => sum + cost(r, label) - cost(r, labels.get(r)!.label),
        0,
      )
      if (loss > ORDER_FIT_LOSS || farForAlone(changes) || joinsUnlike(changes)) continue
      const before = changes.map(([r]) => [r, labels.get(r)!] as const)
      relabel(changes)
      const value = disorder()
      for (const [r, label] of before) labels.set(r, label)
      if (
        value < current &&
        (!best || value < best.value || (value === best.value && loss < best.loss))
      ) {
        best = { changes, value, loss }
      }
    }
    return best
  }
  /** Every other digit for two groups of one digit drawn in turn at a place, together. */
  const twinMoves = (): Change[] =>
    dyn.flatMap((r) => {
      const label = labels.get(r)!.label
      if (label === '?') return []
      const twins = dyn.filter((p) => p > r && labels.get(p)!.label === label && inTurn(r, p))
      return [...DIGITS]
        .filter((digit) => digit !== label)
        .flatMap((digit) =>
          twins.map((p): Change => [
            [r, digit],
            [p, digit],
          ]),
        )
    })
  for (let round = 0; round < 4 && current > 0; round++) {
    const moves: Change[] = []
    for (const r of dyn) {
      for (const digit of DIGITS) if (digit !== labels.get(r)!.label) moves.push([[r, digit]])
    }
    for (let i = 0; i < dyn.length; i++) {
      for (let j = i + 1; j < dyn.length; j++) {
        const [a, b] = [dyn[i]!, dyn[j]!]
        const [la, lb] = [labels.get(a)!.label, labels.get(b)!.label]
        if (la !== lb && la !== '?' && lb !== '?')
          moves.push([
            [a, lb],
            [b, la],
          ])
      }
    }
    // Two groups moved together only where no single move or swap helps (there are many pairs).
    const best = bestOf(moves) ?? bestOf(twinMoves())
    if (!best) return
    relabel(best.changes)
    current = best.value
  }
}

/**
 * Share of a group's glyphs a position must hold to count as one of the group's positions; and
 * how often, at least, the rarer of two groups drawn at one position is drawn there against the
 * other for the two to take turns there (takeTurns).
 */
const POSITION_SHARE = 0.1

/** Per group, the positions (slots) holding POSITION_SHARE of its glyphs, and its glyphs there. */
type Positions = Map<number, Map<number, number>>

/** The positions each group is drawn at (see Positions). */
function slotsOf(slots: Map<number, Map<number, number>>, group: number[]): Positions {
  const perGroup = new Map<number, Map<number, number>>()
  for (const [slot, counts] of slots) {
    for (const [g, n] of byGroup(counts, group)) {
      perGroup.set(g, (perGroup.get(g) ?? new Map<number, number>()).set(slot, n))
    }
  }
  const out: Positions = new Map()
  for (const [g, counts] of perGroup) {
    const total = [...counts.values()].reduce((a, b) => a + b, 0)
    out.set(g, new Map([...counts].filter(([, n]) => n >= total * POSITION_SHARE)))
  }
  return out
}

/**
 * Whether two groups take turns at one position: both are drawn there, the rarer at least
 * POSITION_SHARE as often as the other. A shape seen a few times where another is drawn a
 * thousand (a digit caught mid-change, a sprite over it) does not make them two characters.
 */
function takeTurns(positions: Positions, a: number, b: number): boolean {
  const at = positions.get(b)
  return [...(positions.get(a) ?? [])].some(([slot, n]) => {
    const other = at?.get(slot) ?? 0
    return Math.min(n, other) >= Math.max(n, other) * POSITION_SHARE
  })
}

/**
 * Distinct digits are only meant for shapes that take turns at one position (a 6 and an 8 in the
 * ones place). A scaled picture draws one digit a little differently at each position (its
 * sub-pixel phase), so one digit can be two changing groups that never meet; the distinct
 * assignment then gives one of them a wrong digit. Such a group gets its nearest digit back when
 * no group holding that digit takes turns with it at a position (takeTurns): real xgalaga upscaled
 * 1.2x by nearest neighbour draws its 0 three ways, and a few of one way's zeros drawn where
 * another way's are drawn a thousand times had kept that one a 6.
 */
function nearestAcrossPositions(
  assigned: Map<number, string>,
  costs: Map<number, Map<string, number>>,
  positions: Positions,
): Map<number, string> {
  const out = new Map(assigned)
  for (const [r, label] of assigned) {
    const m = costs.get(r)!
    const near = nearestDigit(m)
    if (label === near || labelCost(m, '?') <= labelCost(m, near)) continue
    const holders = [...assigned].filter(([p, l]) => p !== r && l === near).map(([p]) => p)
    if (!holders.some((p) => takeTurns(positions, p, r))) out.set(r, near)
  }
  return out
}

function nearestDigit(m: Map<string, number>): string {
  let best = DIGITS[0]!
  for (const d of DIGITS) if ((m.get(d) ?? 1) < (m.get(best) ?? 1)) best = d
  return best
}

function groupCentre(c: GlyphClusters, group: number[], root: number): Float32Array {
  const out = new Float32Array(GRID * GRID)
  let n = 0
  c.centroids.forEach((v, i) => {
    if (group[i] !== root) return
    const w = c.counts[i]!
    for (let j = 0; j < out.length; j++) out[j] = out[j]! + v[j]! * w
    n += w
  })
  for (let j = 0; j < out.length; j++) out[j] = out[j]! / Math.max(1, n)
  return out
}

/** One position's glyph counts per cluster, summed per group. */
function byGroup(counts: Map<number, number>, group: number[]): Map<number, number> {
  const out = new Map<number, number>()
  for (const [id, n] of counts) out.set(group[id]!, (out.get(group[id]!) ?? 0) + n)
  return out
}

/** Groups seen in a position that shows two or more different characters over time. */
function dynamicGroups(slots: Map<number, Map<number, number>>, group: number[]): Set<number> {
  const out = new Set<number>()
  for (const counts of slots.values()) {
    const seen = [...byGroup(counts, group)].filter(([, n]) => n >= 2)
    if (seen.length >= 2) for (const [g] of seen) out.add(g)
  }
  return out
}

/** What giving a group `label` costs: its bank distance, or the non-digit cost for '?'. */
function labelCost(m: Map<string, number>, label: string): number {
  return label === '?' ? nonDigitCost(m) : (m.get(label) ?? 1)
}

function nonDigitCost(m: Map<string, number>): number {
  let best = Infinity
  for (const [label, d] of m) if (!DIGITS.includes(label)) best = Math.min(best, d)
  return Math.min(best + 0.02, 0.3)
}

/** Extra cost (per unit of weight) of giving a digit to a second group. */
const REUSE_COST = 0.04

/**
 * Min-cost labelling of groups with digits (or "not a digit"), preferring distinct digits for
 * distinct shapes; exact DP over the set of used digits.
 */
function assignDistinct(
  roots: number[],
  costs: Map<number, Map<string, number>>,
  glyphs: (r: number) => number,
): Map<number, string> {
  const weight = (r: number): number => Math.sqrt(glyphs(r))
  const sorted = [...roots].sort((a, b) => weight(b) - weight(a))
  const full = 1 << 10
  let dp = new Float64Array(full).fill(Infinity)
  dp[0] = 0
  const picks: Int8Array[] = []
  const parents: Int16Array[] = []
  for (const r of sorted) {
    const m = costs.get(r)!
    const w = weight(r)
    const next = new Float64Array(full).fill(Infinity)
    const pick = new Int8Array(full)
    const parent = new Int16Array(full)
    const relax = (nm: number, v: number, d: number, from: number): void => {
      if (v < next[nm]!) [next[nm], pick[nm], parent[nm]] = [v, d, from]
    }
    for (let mask = 0; mask < full; mask++) {
      const base = dp[mask]!
      if (base === Infinity) continue
      relax(mask, base + nonDigitCost(m) * w, -1, mask)
      for (let d = 0; d < 10; d++) {
        const reuse = mask & (1 << d) ? REUSE_COST : 0
        relax(mask | (1 << d), base + ((m.get(DIGITS[d]!) ?? 1) + reuse) * w, d, mask)
      }
    }
    dp = next
    picks.push(pick)
    parents.push(parent)
  }
  let mask = dp.indexOf(Math.min(...dp))
  const chosen: number[] = []
  for (let g = sorted.length - 1; g >= 0; g--) {
    chosen[g] = picks[g]![mask]!
    mask = parents[g]![mask]!
  }
  return new Map(sorted.map((r, g) => [r, chosen[g]! >= 0 ? DIGITS[chosen[g]!]! : '?']))
}

/**
 * How clearly the chosen label beats the best other one it could have had (digits `taken` by the
 * counter's other shapes are not: a shape given its second-nearest digit because a closer shape
 * has the nearest is not therefore unsure), and how well it fits at all.
 */
function labelConfidence(
  chosen: number,
  m: Map<string, number>,
  own: string,
  taken: ReadonlySet<string>,
): number {
  let other = Infinity
  for (const [label, v] of m) if (label !== own && !taken.has(label) && v < other) other = v
  const margin = Math.min(1, Math.max(0, ((other - chosen) / Math.max(other, 1e-6)) * 2.5 + 0.3))
  const fit = Math.min(1, Math.max(0, (0.3 - chosen) / 0.18))
  return margin * fit
}
