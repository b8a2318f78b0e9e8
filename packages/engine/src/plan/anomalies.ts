import type { Anomaly } from '@app/shared'
import type { ShowinfoFrame } from './ffmpeg-args.ts'
import type { Run } from './consensus.ts'
import { sampleFrameIndex } from './sampling.ts'
import { median, type SampleRecord, type VideoFacts } from './samples.ts'
import { styleShift } from './style.ts'

/** Thresholds of the rules; exported so tests can state them. */
export const RULES = {
  /** A score step this many times the video's median step is beyond play... */
  jumpFactor: 300,
  /** ...when it also dwarfs every other step of the video (a boss bonus does not). */
  jumpOverOthers: 4,
  /** Thumbnail difference (0..255) under which two samples show the same picture. */
  frozenDiff: 0.6,
  frozenSeconds: 1,
  /** A cut: the picture differs this many times more than usual, and stays different. */
  cutFactor: 6,
  cutMin: 8,
  cutChangedFraction: 0.45,
}

const frameOf = (k: number, f: VideoFacts): number => sampleFrameIndex(k, f.stride, f.tailFrom)

/** Picture difference of a cut or a flash: far above the video's usual sample-to-sample change. */
function cutLevel(samples: SampleRecord[]): number {
  return Math.max(RULES.cutMin, Math.max(1, median(samples.map((s) => s.diff))) * RULES.cutFactor)
}

/**
 * Sample indices where the footage cuts: most of the picture jumps far more than usual, and a few
 * samples later it still differs from the picture a few samples before the jump (`diffBack[j]`
 * compares sample j with sample j - `back`). A flash or an explosion comes back to the old scene.
 */
export function findCuts(samples: SampleRecord[], diffBack: number[], back = 6): Set<number> {
  const level = cutLevel(samples)
  const cuts = new Set<number>()
  const after = Math.max(1, back - 2)
  for (let i = 1; i + after < samples.length; i++) {
    if (samples[i]!.diff < level || samples[i]!.changed < RULES.cutChangedFraction) continue
    // Only where an event starts, after a calm stretch back to the reference picture: the later
    // frames of a flash are not cuts of their own, and a flash is no reference picture.
    if (samples.slice(Math.max(0, i + after - back), i).some((s) => s.diff >= level)) continue
    // Compare a settled sample after the jump with one from before it.
    if ((diffBack[i + after] ?? 0) >= level) cuts.add(i)
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

/** Score-story rules: decreases (resets), impossible jumps and splices. */
export function storyAnomalies(
  story: Run[],
  samples: SampleRecord[],
  cuts: Set<number>,
  f: VideoFacts,
): Anomaly[] {
  const steps = story
    .slice(1)
    .map((r, i) => r.value - story[i]!.value)
    .filter((d) => d > 0)
  const typical = Math.max(1, median(steps))
  const out: Anomaly[] = []
  const span = Math.max(1, Math.round(f.fps / f.stride / 10))
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
    const frame = samples[run.startK]?.frame ?? frameOf(run.startK, f)
    const atCut = nearest.has(i)
    if (atCut && step !== 0) {
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
      step > typical * RULES.jumpFactor &&
      step > RULES.jumpOverOthers * largestOther(steps, step) &&
      !bonusEvent(samples, run.startK, span)
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

/** The picture moves over `span` samples from `from` (backwards when span < 0). */
function moving(samples: SampleRecord[], from: number, span: number): boolean {
  const a = Math.max(1, Math.min(from, from + span))
  const b = Math.min(samples.length, Math.max(from, from + span))
  if (b - a < Math.min(3, Math.abs(span))) return false
  return median(samples.slice(a, b).map((s) => s.diffOutside)) > RULES.frozenDiff * 2
}

/**
 * Frozen footage (a still picture in the middle of play: moving before and after, so title,
 * game-over and end screens do not count), and a counter that keeps changing over it (overlay).
 */
export function frozenAnomalies(samples: SampleRecord[], story: Run[], f: VideoFacts): Anomaly[] {
  const out: Anomaly[] = []
  const minSamples = Math.max(2, Math.ceil((RULES.frozenSeconds * f.fps) / f.stride))
  let start = -1
  for (let i = 1; i <= samples.length; i++) {
    const still = i < samples.length && samples[i]!.diffOutside <= RULES.frozenDiff
    if (still && start < 0) start = i - 1
    if (still || start < 0) continue
    const end = i - 1
    if (
      end - start + 1 >= minSamples &&
      moving(samples, start, -minSamples) &&
      moving(samples, end + 1, minSamples)
    ) {
      const first = samples[start]!
      const seconds = ((samples[end]!.frame - first.frame) / f.fps).toFixed(1)
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
  const window = Math.max(4, Math.round(f.fps / f.stride))
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
  const shift = styleShift(samples, Math.max(5, Math.round((0.5 * f.fps) / f.stride)))
  if (!shift) return []
  const frame = samples[shift.k]!.frame
  const span = Math.max(2, Math.round(f.fps / f.stride / 5))
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
