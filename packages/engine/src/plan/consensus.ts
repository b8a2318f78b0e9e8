/** One reading of the counter in a sampled frame. */
export interface Reading {
  /** Sample order (0, 1, ...); readings are given in this order. */
  k: number
  value: number | null
  confidence: number
}

/** A run of consecutive readings with the same value. */
export interface Run {
  value: number
  startK: number
  endK: number
  count: number
  weight: number
  accepted: boolean
}

export interface Consensus {
  runs: Run[]
  /** Accepted runs in time order: the counter's story (non-decreasing between resets). */
  story: Run[]
  /** Indices into `story` where the value goes down (a reset, a continue or a cut). */
  resets: number[]
}

/** Least total confidence of a value shown on screen (two near-zero readings are a misread). */
export const SOLID_WEIGHT = 0.15

/** A run really on screen: read in two or more samples with some confidence, or once confidently. */
function solidRun(r: Run): boolean {
  return (r.count >= 2 && r.weight >= SOLID_WEIGHT) || r.weight >= 0.5
}

/** Fewest single readings in a row, each higher than the last, that make a rolling stretch. */
const ROLL_MIN = 5
/** Most samples from one reading of a rolling stretch to the next. */
export const ROLL_GAP = 2
/** The last reading of a stretch may rise this many times its largest rise before. */
const ROLL_LAST_RISE = 2

/**
 * Which runs of the story are really on screen: solid runs (solidRun), and the readings of a
 * rolling stretch. A rolling counter counting a big bonus up shows each value for a frame or two,
 * so no value of the roll is read twice; ROLL_MIN or more single readings in a row, each higher
 * than the one before and at most ROLL_GAP samples after it, are the roll, each bounded by its
 * neighbours. The stretch's last reading has no higher one after it: it is taken only if it rises
 * by no more than ROLL_LAST_RISE times the stretch's largest rise before it (a video that ends
 * while the counter still rolls ends on it; a misread digit rises by far more).
 */
export function solidRuns(story: Run[]): boolean[] {
  const solid = story.map(solidRun)
  const rolls = (i: number): boolean =>
    story[i]!.count === 1 &&
    story[i]!.value > story[i - 1]!.value &&
    story[i]!.startK - story[i - 1]!.endK <= ROLL_GAP
  let from = 0
  for (let i = 1; i <= story.length; i++) {
    if (i < story.length && rolls(i)) continue
    // story[from..i-1]: a run followed by single readings rising in a row
    const first = story[from]!.count === 1 ? from : from + 1
    if (i - first >= ROLL_MIN) {
      const rises = story.slice(first + 1, i - 1).map((r, j) => r.value - story[first + j]!.value)
      for (let j = first; j < i - 1; j++) solid[j] = true
      const last = story[i - 1]!.value - story[i - 2]!.value
      if (last <= ROLL_LAST_RISE * Math.max(...rises)) solid[i - 1] = true
    }
    from = i
  }
  return solid
}

/** Collapses readings into runs of equal value; unreadable samples do not break a run. */
export function toRuns(readings: Reading[]): Run[] {
  const runs: Run[] = []
  for (const r of readings) {
    if (r.value === null) continue
    const last = runs[runs.length - 1]
    if (last && last.value === r.value) {
      last.endK = r.k
      last.count++
      last.weight += r.confidence
    } else {
      runs.push({
        value: r.value,
        startK: r.k,
        endK: r.k,
        count: 1,
        weight: r.confidence,
        accepted: false,
      })
    }
  }
  return runs
}

/** Prefix-maximum Fenwick tree over value ranks, remembering which run gave each maximum. */
class MaxTree {
  private best: Float64Array
  private arg: Int32Array
  constructor(private n: number) {
    this.best = new Float64Array(n + 1).fill(-Infinity)
    this.arg = new Int32Array(n + 1).fill(-1)
  }
  update(rank: number, score: number, idx: number): void {
    for (let i = rank + 1; i <= this.n; i += i & -i) {
      if (score > this.best[i]!) {
        this.best[i] = score
        this.arg[i] = idx
      }
    }
  }
  query(rank: number): [number, number] {
    let s = -Infinity
    let a = -1
    for (let i = rank + 1; i > 0; i -= i & -i) {
      if (this.best[i]! > s) {
        s = this.best[i]!
        a = this.arg[i]!
      }
    }
    return [s, a]
  }
}

/**
 * Temporal consensus: the heaviest chain of runs whose values never decrease, except through a
 * reset that costs `resetPenalty` (a reset must be backed by that much reading weight). Runs off
 * the chain are misreads. O(n log n) in the number of runs.
 */
export function consensus(readings: Reading[], resetPenalty: number): Consensus {
  const runs = toRuns(readings)
  const ranks = [...new Set(runs.map((r) => r.value))].sort((a, b) => a - b)
  const rankOf = new Map(ranks.map((v, i) => [v, i]))
  const tree = new MaxTree(ranks.length)
  const score = new Float64Array(runs.length)
  const prev = new Int32Array(runs.length).fill(-1)
  let globalBest = -Infinity
  let globalArg = -1
  runs.forEach((run, i) => {
    const rank = rankOf.get(run.value)!
    const [upScore, upArg] = tree.query(rank)
    const resetScore = globalBest - resetPenalty
    let base = 0
    if (upScore >= resetScore && upScore > 0) [base, prev[i]] = [upScore, upArg]
    else if (resetScore > 0) [base, prev[i]] = [resetScore, globalArg]
    score[i] = base + run.weight
    tree.update(rank, score[i]!, i)
    if (score[i]! > globalBest) [globalBest, globalArg] = [score[i]!, i]
  })
  const chain: Run[] = []
  for (let i = globalArg; i >= 0; i = prev[i]!) {
    runs[i]!.accepted = true
    chain.unshift(runs[i]!)
  }
  const story = mergeEqual(chain)
  const resets = story.flatMap((r, i) => (i > 0 && r.value < story[i - 1]!.value ? [i] : []))
  return { runs, story, resets }
}

/** Joins neighbouring story runs of the same value (split by a dropped misread). */
function mergeEqual(chain: Run[]): Run[] {
  const out: Run[] = []
  for (const r of chain) {
    const last = out[out.length - 1]
    if (last && last.value === r.value) {
      out[out.length - 1] = {
        ...last,
        endK: r.endK,
        count: last.count + r.count,
        weight: last.weight + r.weight,
      }
    } else out.push({ ...r })
  }
  return out
}

/** The counter value the consensus assigns to sample k (the latest story run started by k). */
export function valueAt(story: Run[], k: number): Run | null {
  let lo = 0
  let hi = story.length - 1
  let found: Run | null = null
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (story[mid]!.startK <= k) {
      found = story[mid]!
      lo = mid + 1
    } else hi = mid - 1
  }
  return found
}
