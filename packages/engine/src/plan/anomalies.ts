import type { Anomaly } from '@app/shared'
import type { ShowinfoFrame } from './ffmpeg-args.ts'
import { consensus, solidRuns, type Consensus, type Reading, type Run } from './consensus.ts'
import { median, quantile, type SampleRecord, type VideoFacts } from './samples.ts'
import { styleShift } from './style.ts'
import type { LitBox } from '../vision/thumbs.ts'

/** Thresholds of the rules; exported so tests can state them. */
export const RULES = {
  /** A score step this many times the video's median step is beyond play... */
  jumpFactor: 100,
  /** ...when it also dwarfs every other step of the video (a boss bonus does not). */
  jumpOverOthers: 4,
  /**
   * ...and when the counter reads after it at least this share as surely as before: a digit that
   * an explosion or a blur turns into another shape for a while (geki2's leading 0 read as 6 at
   * a third of the confidence) is a misread, not an edit.
   */
  jumpSureShare: 0.5,
  /**
   * ...and at this confidence or more (median): digits read at under a tenth of a sure reading
   * (real geki2 re-encoded at crf 38: 9990970 for 0000140 at 0.085) are no evidence of an edit.
   */
  jumpSureFloor: 0.1,
  /**
   * ...and when the counter is read at the new height or above for this long: a number read for
   * a few frames only (a blurred counter misread as it fades out) proves no edit.
   */
  jumpHeldSeconds: 0.5,
  /** Thumbnail difference (0..255) under which two samples show the same picture. */
  frozenDiff: 0.6,
  /**
   * Frozen footage repeats its frames: most samples of the still stretch change by nearly
   * nothing (median 0 in every frozen clip), while a nearly still game's sprites still move a few
   * tenths of a level (real tenmado's slow moment: 0.35).
   */
  frozenMedian: 0.15,
  frozenSeconds: 1,
  /** A lone change between still samples that clearly moves at most this share of cells. */
  recodeChanged: 0.01,
  /** A cut: the picture differs this many spreads (90th percentile - median) above its median. */
  cutSpread: 5,
  cutMin: 8,
  /** A dark-screen cut: this many times the clip's 99th-percentile picture change... */
  softCutOverTop: 2,
  /** ...after which the picture stays this many times further from its past than it drifts. */
  softCutDrift: 1.8,
  /**
   * Where the score story steps this many times its median step at once, a dark-screen cut needs
   * only the clip's 99th-percentile change (a splice breaks picture and score at the same sample).
   */
  softCutStep: 10,
  cutChangedFraction: 0.45,
  /**
   * A cut is a splice where the score goes down there or rises more than this many times its
   * median rise: a usual step at a cut (a stage's end, a counter that steps every frame) is the
   * score going on, no discontinuity.
   */
  spliceStep: 2,
  /** The picture's lit area shrinks or grows by this share on both axes: it was rescaled. */
  rescale: 0.1,
  /** The new lit area holds for this long (or to the end of the video)... */
  rescaleSeconds: 10,
  /**
   * ...and is about as steady as the picture's on the other side of the change (within this many
   * thumbnail cells on every edge, losing at most this share of its samples): a rescaled game
   * fills its new area as it filled the old one, where the text of a game-over screen leaves it
   * lit one way, then another.
   */
  rescaleSteadyCells: 2,
  rescaleSteadyLoss: 0.25,
  /** A stretch of readings left off the story that rises this many times on its own... */
  lostRises: 2,
  /** ...with this share of its readings in its own rising chain (misreads flicker), is a lost run. */
  lostCoherence: 0.8,
}

/** Source frame of sample `k` (the samples' own `frame`; past the last, the last one's). */
const frameOf = (k: number, f: VideoFacts): number =>
  f.frames[Math.min(k, f.frames.length - 1)] ?? 0

/**
 * Picture difference of a cut or a flash: far above the video's usual sample-to-sample change,
 * measured by its own spread (a busy scrolling scene changes a lot every sample, a starfield little).
 */
function cutLevel(samples: SampleRecord[]): number {
  const diffs = samples.map((s) => s.diff)
  const mid = median(diffs)
  return Math.max(RULES.cutMin, mid + RULES.cutSpread * Math.max(0.5, quantile(diffs, 0.9) - mid))
}

/**
 * Sample indices where the footage cuts: the picture jumps far more than usual, once (a flash or
 * an explosion also changes it back within a moment, a shaking screen keeps changing), and a few
 * samples later it still differs from the picture a few samples before the jump (`diffBack[j]`
 * compares sample j with sample j - `back`). Either most of the picture jumps (a new scene), or,
 * on a dark screen where only sprites move, the clip's largest kind of change happens at once
 * and leaves the picture lastingly further from its past than its usual drift. At the samples
 * `stepped` (the score story jumps there), the clip's largest kind of change is enough.
 */
export function findCuts(
  samples: SampleRecord[],
  diffBack: number[],
  stepped: Set<number> = new Set(),
  back = 6,
): Set<number> {
  const level = cutLevel(samples)
  const top = quantile(
    samples.map((s) => s.diff),
    0.99,
  )
  const cuts = new Set<number>()
  const after = Math.max(1, back - 2)
  const lone = (i: number, at: number): boolean =>
    !samples
      .slice(Math.max(1, i - after), i + after + 1)
      .some((s) => s.k !== samples[i]!.k && s.diff >= at)
  for (let i = 1; i + after < samples.length; i++) {
    const d = samples[i]!.diff
    const later = diffBack[i + after] ?? 0
    if (d >= level && samples[i]!.changed >= RULES.cutChangedFraction) {
      if (lone(i, level) && later >= level) cuts.add(i)
      continue
    }
    const soft = stepped.has(i) ? top : top * RULES.softCutOverTop
    if (d >= Math.max(soft, RULES.frozenDiff * 2) && lone(i, soft) && i >= back) {
      const drift = median(diffBack.slice(i - back, i))
      if (later >= drift * RULES.softCutDrift) cuts.add(i)
    }
  }
  return cuts
}

/**
 * A big kill's picture event (flash, explosion, boss gone) within `span` samples of `k`: the
 * picture changes as much as at a cut. A game pays its big bonuses there; a pasted jump changes
 * only the digits.
 */
function bonusEvent(samples: SampleRecord[], k: number, span: number): boolean {
  const level = cutLevel(samples)
  return samples.slice(Math.max(0, k - span), k + span + 1).some((s) => s.diff >= level)
}

const near = (cuts: Set<number>, k: number, span: number): boolean => {
  for (let d = -span; d <= span; d++) if (cuts.has(k + d)) return true
  return false
}

function largestOther(steps: number[], step: number): number {
  let best = 0
  let skipped = false
  for (const s of steps) {
    if (s === step && !skipped) skipped = true
    else best = Math.max(best, s)
  }
  return best
}

const risesOf = (story: Run[]): number[] =>
  story
    .slice(1)
    .map((r, i) => r.value - story[i]!.value)
    .filter((d) => d > 0)

/** The story's usual rise: the median of its rises (at least 1). */
export function typicalRise(story: Run[]): number {
  return Math.max(1, median(risesOf(story)))
}

/** Samples where the story rises at once by `RULES.softCutStep` times its median rise or more. */
export function bigSteps(story: Run[]): Set<number> {
  const typical = typicalRise(story)
  return new Set(
    story
      .filter((r, i) => i > 0 && r.value - story[i - 1]!.value >= typical * RULES.softCutStep)
      .map((r) => r.startK),
  )
}

/**
 * Score-story rules: decreases (resets), impossible jumps and splices. A jump counts only when
 * the story is really on screen (`solidRuns`) at its new height or above, then or later (a
 * counter misread at near-zero confidence proves nothing), and not from a truncated reading.
 */
export function storyAnomalies(
  story: Run[],
  samples: SampleRecord[],
  cuts: Set<number>,
  f: VideoFacts,
): Anomaly[] {
  const typical = typicalRise(story)
  const out: Anomaly[] = []
  const span = Math.max(1, Math.round(f.rate / 10))
  // Highest value solidly on screen from each run of the story on.
  const onScreen = solidRuns(story)
  const solidFrom = new Array<number>(story.length + 1).fill(-Infinity)
  for (let i = story.length - 1; i >= 0; i--) {
    solidFrom[i] = Math.max(solidFrom[i + 1]!, onScreen[i] ? story[i]!.value : -Infinity)
  }
  // The rises to heights the story is solidly read at, then or later: a lone misread (a label's
  // edge read as a leading digit in the last samples) is no step of the game's to measure by.
  const steps = story
    .map((r, i) => (i > 0 && solidFrom[i]! >= r.value ? r.value - story[i - 1]!.value : 0))
    .filter((d) => d > 0)
  // Each cut explains at most one change of the story: the nearest one.
  const nearest = new Map<number, number>()
  for (const c of cuts) {
    let best = -1
    story.forEach((r, i) => {
      const d = Math.abs(r.startK - c)
      if (i > 0 && d <= span && (best < 0 || d < Math.abs(story[best]!.startK - c))) best = i
    })
    if (best > 0) nearest.set(best, c)
  }
  story.forEach((run, i) => {
    if (i === 0) return
    const before = story[i - 1]!.value
    const step = run.value - before
    const frame = frameOf(run.startK, f)
    const atCut = nearest.has(i)
    if (atCut && (step < 0 || step > typical * RULES.spliceStep)) {
      out.push({
        frame,
        kind: 'splice',
        detail: `the footage cuts while the score goes ${before} -> ${run.value}`,
      })
    } else if (step < 0) {
      out.push({
        frame,
        kind: 'score_decrease',
        detail: `score fell from ${before} to ${run.value}`,
      })
    } else if (
      solidFrom[i]! >= run.value &&
      !truncatedRead(before, run.value) &&
      !widenedRead(runDigits(story[i - 1]!, samples), runDigits(run, samples)) &&
      step > typical * RULES.jumpFactor &&
      step > RULES.jumpOverOthers * largestOther(steps, step) &&
      !bonusEvent(samples, run.startK, span) &&
      heldSeconds(story, i, f.rate) >= RULES.jumpHeldSeconds &&
      readSurely(story, i, samples)
    ) {
      const ratio = Math.round(step / typical)
      out.push({
        frame,
        kind: 'impossible_jump',
        detail: `score rose by ${step} at once (${ratio}x the usual step of ${typical})`,
      })
    }
  })
  return out
}

/** How long the story is read at run `i`'s value or above, from run `i` on (`rate` samples a second). */
function heldSeconds(story: Run[], i: number, rate: number): number {
  const height = story[i]!.value
  return story.slice(i).reduce((n, r) => (r.value >= height ? n + r.count : n), 0) / rate
}

/**
 * The story from run `i` on is read at least RULES.jumpSureShare as surely as before it, and at
 * RULES.jumpSureFloor or more.
 */
function readSurely(story: Run[], i: number, samples: SampleRecord[]): boolean {
  const sureness = (runs: Run[]): number =>
    median(
      runs.flatMap((r) =>
        samples
          .slice(r.startK, r.endK + 1)
          .flatMap((s) => (s.value === r.value ? [s.confidence] : [])),
      ),
    )
  const after = sureness(story.slice(i))
  return after >= RULES.jumpSureFloor && after >= RULES.jumpSureShare * sureness(story.slice(0, i))
}

/**
 * A reading that is the next one without its last or its first digits (29014 or 1400 before
 * 2901400): one end of the counter was hidden or cut off for a while, which is no jump.
 */
function truncatedRead(before: number, after: number): boolean {
  const [a, b] = [String(before), String(after)]
  return a.length < b.length && (b.startsWith(a) || b.endsWith(a))
}

/** The digits a run was read as: those of its first sample read at its value. */
function runDigits(run: Run, samples: SampleRecord[]): string | null {
  for (let k = run.startK; k <= run.endK; k++) {
    if (samples[k]?.value === run.value) return samples[k]!.digits
  }
  return null
}

/**
 * A reading that is the one before with digits added on its left, where the one before was
 * zero-padded (00000004, then 66900000004): a padded counter never grows wider, so something
 * beside it (a gauge's end, a label) was read with it, which is no jump.
 */
function widenedRead(before: string | null, after: string | null): boolean {
  return (
    !!before &&
    !!after &&
    before.startsWith('0') &&
    after.length > before.length &&
    after.endsWith(before)
  )
}

/**
 * The picture moves over `span` samples from `from` (backwards when span < 0): its median change
 * is over `motion`.
 */
function moving(samples: SampleRecord[], from: number, span: number, motion: number): boolean {
  const a = Math.max(1, Math.min(from, from + span))
  const b = Math.min(samples.length, Math.max(from, from + span))
  if (b - a < Math.min(3, Math.abs(span))) return false
  return median(samples.slice(a, b).map((s) => s.diffOutside)) > motion
}

/**
 * Frozen footage (a still picture in the middle of play: moving before and after, so title,
 * game-over and end screens do not count), and a counter that keeps changing over it (overlay).
 */
export function frozenAnomalies(samples: SampleRecord[], story: Run[], f: VideoFacts): Anomaly[] {
  const out: Anomaly[] = []
  const minSamples = Math.max(2, Math.ceil(RULES.frozenSeconds * f.rate))
  const usual = median(samples.map((s) => s.diffOutside))
  // A keyframe refreshing a frozen picture changes it once, by far less than play moves it.
  const refresh = Math.max(RULES.frozenDiff, usual / 2)
  // Play around a still stretch: twice the still threshold, or the video's own usual motion where
  // the game moves less than that (a slow scroll), never the still threshold itself.
  const motion = Math.max(RULES.frozenDiff * 1.25, Math.min(RULES.frozenDiff * 2, usual))
  const flat = (i: number): boolean => (samples[i]?.diffOutside ?? Infinity) <= RULES.frozenDiff
  // Or a keyframe re-coding the picture by a few levels everywhere: few cells clearly change, or
  // those that did (each at most 255 levels) cannot make up half of its mean change, as a moving
  // sprite's do. (A lone sprite move in a still game is no freeze either way: its stretch's
  // samples are not repeated frames, see frozenMedian.)
  const recoded = (s: SampleRecord): boolean =>
    s.diffOutside <= refresh ||
    s.changed <= RULES.recodeChanged ||
    s.changed * 255 * 2 <= s.diffOutside
  const stillAt = (i: number): boolean =>
    flat(i) || (recoded(samples[i]!) && flat(i - 1) && flat(i + 1))
  let start = -1
  for (let i = 1; i <= samples.length; i++) {
    const still = i < samples.length && stillAt(i)
    if (still && start < 0) start = i - 1
    if (still || start < 0) continue
    const end = i - 1
    const [from, to] = repeated(samples, start, end)
    if (
      (samples[to]!.frame - samples[from]!.frame) / f.fps >= RULES.frozenSeconds &&
      median(samples.slice(start + 1, end + 1).map((s) => s.diffOutside)) <= RULES.frozenMedian &&
      moving(samples, start, -minSamples, motion) &&
      moving(samples, end + 1, minSamples, motion)
    ) {
      const first = samples[start]!
      const seconds = ((samples[to]!.frame - samples[from]!.frame) / f.fps).toFixed(1)
      out.push({ frame: first.frame, kind: 'frozen', detail: `picture frozen for ${seconds} s` })
      const changes = story.filter((r) => r.startK > start && r.startK <= end)
      if (changes.length) {
        const at = samples[changes[0]!.startK]!.frame
        out.push({
          frame: at,
          kind: 'overlay',
          detail: 'the counter changes while the picture is frozen',
        })
      }
    }
    start = -1
  }
  return out
}

/**
 * The samples of a still stretch (`start`..`end`) between its first and last repeated frame (a
 * change of at most RULES.frozenMedian from the sample before): a game slowing to a halt or
 * starting again moves a little at the stretch's ends, which is no repeated footage.
 */
function repeated(samples: SampleRecord[], start: number, end: number): [number, number] {
  const same = (k: number): boolean => samples[k]!.diffOutside <= RULES.frozenMedian
  let from = start + 1
  while (from < end && !same(from)) from++
  let to = end
  while (to > from && !same(to)) to--
  return [from - 1, to]
}

/** Size changes reported by the decoder, and frame-rate changes seen in the timestamps. */
export function formatAnomalies(infos: ShowinfoFrame[], f: VideoFacts): Anomaly[] {
  const out: Anomaly[] = []
  for (let i = 1; i < infos.length; i++) {
    const a = infos[i - 1]!
    const b = infos[i]!
    if (a.width !== b.width || a.height !== b.height) {
      out.push({
        frame: frameOf(i, f),
        kind: 'format_change',
        detail: `resolution ${a.width}x${a.height} -> ${b.width}x${b.height}`,
      })
    }
  }
  const window = Math.max(4, Math.round(f.rate))
  const rateAt = (i: number): number => {
    const a = infos[i]
    const b = infos[i + window]
    return a && b && b.pts > a.pts ? (frameOf(i + window, f) - frameOf(i, f)) / (b.pts - a.pts) : 0
  }
  const first = rateAt(0)
  for (let i = window; i + window < infos.length && first > 0; i += window) {
    const r = rateAt(i)
    if (r > 0 && Math.abs(r - first) / first > 0.2 && Math.abs(rateAt(i + window) - r) / r < 0.1) {
      out.push({
        frame: frameOf(i, f),
        kind: 'format_change',
        detail: `frame rate ${first.toFixed(2)} -> ${r.toFixed(2)} fps`,
      })
      break
    }
  }
  return out
}

/** A lasting change of the digits' rendering with the number: an overlay, or a rescale at a cut. */
export function renderingAnomalies(
  samples: SampleRecord[],
  story: Run[],
  cuts: Set<number>,
  f: VideoFacts,
): Anomaly[] {
  const shift = styleShift(samples, Math.max(5, Math.round(0.5 * f.rate)), f.textScale)
  if (!shift) return []
  const frame = samples[shift.k]!.frame
  const span = Math.max(2, Math.round(f.rate / 5))
  // A new rendering matters when the number changes with it (a pasted counter, a rescale).
  if (!story.some((r, i) => i > 0 && Math.abs(r.startK - shift.k) <= span)) return []
  if (near(cuts, shift.k, span) && shift.heightRatio < 0.9) {
    return [
      {
        frame,
        kind: 'format_change',
        detail: `the picture is rescaled (digits ${Math.round(shift.heightRatio * 100)}% of their size)`,
      },
    ]
  }
  return [{ frame, kind: 'overlay', detail: `the digits' rendering changes (${shift.reason})` }]
}

const boxMedian = (boxes: LitBox[]): LitBox =>
  [0, 1, 2, 3].map((c) => median(boxes.map((b) => b[c]!))) as LitBox

const inside = (b: LitBox, outer: LitBox): boolean =>
  b[0] >= outer[0] - 1 && b[1] <= outer[1] + 1 && b[2] >= outer[2] - 1 && b[3] <= outer[3] + 1

/** Share of `side`'s lit areas within RULES.rescaleSteadyCells of their median on every edge. */
function steadiness(side: { box: LitBox }[]): number {
  const mid = boxMedian(side.map((s) => s.box))
  const near = (b: LitBox): boolean =>
    b.every((v, c) => Math.abs(v - mid[c]!) <= RULES.rescaleSteadyCells)
  return side.filter((s) => near(s.box)).length / Math.max(1, side.length)
}

/**
 * The picture rescaled inside an unchanged frame size (shrunk onto black borders, or blown up
 * over them): the lit area of the thumbnails changes by about the same factor on both axes, and
 * the smaller area then holds everything lit on its side of the change for a long stretch, lit
 * as steadily as the picture on the other side was (a dark scene or a game-over text does not
 * scale both axes alike, stay put and fill its area the same way all along).
 */
export function rescaleAnomalies(samples: SampleRecord[], f: VideoFacts): Anomaly[] {
  const lit = samples.flatMap((s) => (s.lit ? [{ k: s.k, frame: s.frame, box: s.lit }] : []))
  const { rate } = f
  const win = Math.max(3, Math.round(rate / 2))
  const hold = Math.max(win, Math.round(rate * RULES.rescaleSeconds))
  const size = (b: LitBox): [number, number] => [b[1] - b[0] + 1, b[3] - b[2] + 1]
  for (let i = win; i + win <= lit.length; i++) {
    const before = boxMedian(lit.slice(i - win, i).map((s) => s.box))
    const after = boxMedian(lit.slice(i, i + win).map((s) => s.box))
    const [w0, h0] = size(before)
    const [w1, h1] = size(after)
    const [rw, rh] = [w1 / w0, h1 / h0]
    const shrink = rw <= 1 - RULES.rescale && rh <= 1 - RULES.rescale
    const grow = rw >= 1 + RULES.rescale && rh >= 1 + RULES.rescale
    if ((!shrink && !grow) || Math.abs(rw - rh) > RULES.rescale * Math.max(rw, rh)) continue
    // The smaller area bounds its side: all of the picture after a shrink, before a growth.
    const side = shrink ? lit.slice(i, i + hold) : lit.slice(Math.max(0, i - hold), i)
    const small = shrink ? after : before
    if (side.filter((s) => inside(s.box, small)).length < side.length * 0.9) continue
    // The other side, a window away from `i` (the window medians flip before the change).
    const other = shrink
      ? lit.slice(Math.max(0, i - win - hold), i - win)
      : lit.slice(i + win, i + win + hold)
    if (steadiness(side) < steadiness(other) - RULES.rescaleSteadyLoss) continue
    const pct = Math.round(Math.sqrt(rw * rh) * 100)
    // The window medians flip half a window before the change: the first sample drawn anew.
    let j = i
    while (j < i + win - 1 && inside(lit[j]!.box, small) !== shrink) j++
    return [
      {
        frame: lit[j]!.frame,
        kind: 'format_change',
        detail: `the picture is rescaled to ${pct}% of its size inside the frame`,
      },
    ]
  }
  return []
}

/**
 * Score decreases the consensus could not afford: a stretch of readings between two story runs
 * (or before the first, after the last) left off the story as a whole, yet rising on its own
 * (`RULES.lostRises` distinct rises over at least `minSamples` samples, most of its readings in
 * that chain) above where the story goes next or below where it came from. The reset penalty is
 * counted in reading weight, so a run read at modest confidence (a first run before a
 * concatenation) loses to the longer run after it even though it clearly counts up; flickering
 * misreads do not form such a chain. A stretch holding two runs (the end of a first run, then
 * the start of a second one read before the counter is misread) is no chain as a whole: the
 * stretches its own consensus leaves out are judged the same way, against the same story runs.
 */
export function lostRunAnomalies(
  readings: Reading[],
  c: Consensus,
  resetPenalty: number,
  minSamples: number,
  f: VideoFacts,
): Anomaly[] {
  /**
   * The rising chain a stretch of readings forms on its own; failing that, `depth` levels down,
   * the chains of the stretches its own consensus leaves out.
   */
  const chainsOf = (span: Reading[], depth: number): { first: Run; last: Run }[] => {
    const own = consensus(span, resetPenalty)
    const { story, resets } = own
    const first = story[0]
    const last = story[story.length - 1]
    if (!first || !last || last.endK - first.startK + 1 < minSamples) return []
    const kept = story.reduce((n, r) => n + r.count, 0)
    // significant digits: a zero-padded counter read once without a leading 0 is the same width
    const lengths = story.map((r) => String(r.value).length)
    const steadyDigits =
      lengths.every((n, j) => j === 0 || n >= lengths[j - 1]!) && lengths.at(-1)! - lengths[0]! <= 1
    if (
      !resets.length &&
      steadyDigits &&
      story.length - 1 >= RULES.lostRises &&
      kept >= span.length * RULES.lostCoherence
    )
      return [{ first, last }]
    if (!depth) return []
    return gaps(
      own.runs.filter((r) => r.accepted),
      span[0]!.k,
      span[span.length - 1]!.k + 1,
    ).flatMap(([from, to]) =>
      chainsOf(
        span.filter((r) => r.k >= from && r.k < to),
        depth - 1,
      ),
    )
  }
  // A stretch that reads its neighbours with one digit misread (a shaded 3 read as 1 for a
  // while) is the same play misread, no run of its own.
  const mirrors = (run: Run, neighbour: Run | undefined): boolean =>
    !neighbour || misreadDigit(run.value, neighbour.value)
  const out: Anomaly[] = []
  const accepted = c.runs.filter((r) => r.accepted)
  for (let i = 0; i <= accepted.length; i++) {
    const before = accepted[i - 1]
    const after = accepted[i]
    const from = before ? before.endK + 1 : 0
    const to = after ? after.startK : readings.length
    const span = readings.slice(from, to).filter((r) => r.value !== null)
    for (const { first, last } of chainsOf(span, 1)) {
      if ((before || after) && mirrors(first, before) && mirrors(last, after)) continue
      if (after && last.value > after.value) {
        out.push({
          frame: frameOf(after.startK, f),
          kind: 'score_decrease',
          detail: `score fell from ${last.value} to ${after.value} (a run of ${first.value}-${last.value} read before it)`,
        })
      } else if (before && first.value < before.value) {
        out.push({
          frame: frameOf(first.startK, f),
          kind: 'score_decrease',
          detail: `score fell from ${before.value} to ${first.value} (a run of ${first.value}-${last.value} read after it)`,
        })
      }
    }
  }
  return out
}

/**
 * Whether `read` is `shown` with one digit read as another wherever they differ (32,530 read as
 * 12,510: its 3s read as 1): as wide, differing at one place or more, always by the same pair.
 */
export function misreadDigit(read: number, shown: number): boolean {
  const [a, b] = [String(read), String(shown)]
  if (a.length !== b.length || a === b) return false
  let pair: string | null = null
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue
    const p = b[i]! + a[i]!
    if (pair !== null && p !== pair) return false
    pair = p
  }
  return true
}

/** The sample ranges [from, to) of `[start, end)` outside the given runs (in time order). */
function gaps(runs: Run[], start: number, end: number): [number, number][] {
  const out: [number, number][] = []
  let from = start
  for (const r of runs) {
    if (r.startK > from) out.push([from, r.startK])
    from = r.endK + 1
  }
  if (end > from) out.push([from, end])
  return out
}
