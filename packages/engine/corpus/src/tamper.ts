/** Tampered variants: which frames of which run each output frame shows, and what was done where. */
import { Rng } from './rng.ts'
import type { ScoreConfig } from './score.ts'
import type { ClipSpec, TamperKind, TamperSpec } from './spec.ts'

export interface StepPlan {
  /** Output frame -> run and simulated frame. */
  steps: Array<{ run: number; f: number }>
  runSeeds: number[]
  runFrames: number[]
  /** Score set-up of the second run (concatenation). */
  secondScore: ScoreConfig
}

/** The seeds gave a tampered clip that would not show its tampering (e.g. no score change across a cut). */
export class TamperRejected extends Error {}

/** Rejects a splice or concatenation whose score does not jump or drop across the cut. */
export function checkTamper(spec: ClipSpec, shownBefore: number, shownAfter: number): void {
  const kind = spec.tamper?.kind
  if (kind === 'splice' && shownAfter <= shownBefore)
    throw new TamperRejected(`${spec.id}: no score change across the cut`)
  if (kind === 'concat' && shownAfter >= shownBefore)
    throw new TamperRejected(`${spec.id}: the second run does not score lower`)
}

export function planSteps(spec: ClipSpec, frames: number): StepPlan {
  const t = spec.tamper
  const secondScore = {
    ...spec.score,
    start: Math.round((spec.score.start * 0.1) / spec.score.unit) * spec.score.unit,
  }
  if (t?.kind === 'splice')
    return {
      steps: Array.from({ length: frames }, (_, o) => ({ run: 0, f: o < t.at ? o : o + t.length })),
      runSeeds: [spec.seed],
      runFrames: [frames + t.length],
      secondScore,
    }
  if (t?.kind === 'concat')
    return {
      steps: Array.from({ length: frames }, (_, o) =>
        o < t.at ? { run: 0, f: o } : { run: 1, f: o - t.at },
      ),
      runSeeds: [spec.seed, t.seed],
      runFrames: [t.at, frames - t.at],
      secondScore,
    }
  return {
    steps: Array.from({ length: frames }, (_, o) => ({ run: 0, f: o })),
    runSeeds: [spec.seed],
    runFrames: [frames],
    secondScore,
  }
}

/** A tampered copy of a clean spec. */
export function tamperedSpec(
  base: ClipSpec,
  kind: TamperKind,
  id: string,
  attempt: number,
): ClipSpec {
  const rng = new Rng(base.seed * 31 + kind.length * 7919 + attempt)
  const fps = base.output.fps
  const frames = base.seconds * fps
  const top = 10 ** (base.score.digits - 1)
  const unit = base.score.unit
  const big = Math.round((top * rng.range(1.5, 4)) / unit) * unit
  const tamper: TamperSpec = {
    kind,
    at: rng.int(Math.round(frames * 0.35), Math.round(frames * 0.65)),
    length:
      kind === 'splice'
        ? Math.round(fps * rng.range(3, 8))
        : kind === 'frozen'
          ? Math.round(fps * rng.range(1.2, 2.5))
          : 0,
    live: rng.chance(0.5),
    amount: kind === 'impossible_jump' || kind === 'overlay' ? big : 0,
    seed: base.seed + 7919 + attempt,
  }
  // A jump or a fake must stay within the counter's digits, or the HUD could not show it.
  const score =
    kind === 'impossible_jump' || kind === 'overlay'
      ? { ...base.score, start: Math.min(base.score.start, top * 2) }
      : base.score
  return { ...base, id, score, tamper }
}

export function tamperDetail(t: TamperSpec): { frames: [number, number]; detail: string } {
  switch (t.kind) {
    case 'splice':
      return {
        frames: [t.at - 1, t.at],
        detail: `${t.length} frames of play cut out between output frames ${t.at - 1} and ${t.at}`,
      }
    case 'concat':
      return {
        frames: [t.at - 1, t.at],
        detail: `a second run (seed ${t.seed}) starts at frame ${t.at}`,
      }
    case 'frozen':
      return {
        frames: [t.at, t.at + t.length - 1],
        detail: t.live
          ? `picture frozen for ${t.length} frames while the counter keeps counting`
          : `whole picture repeated for ${t.length} frames while the game ran on`,
      }
    case 'overlay':
      return {
        frames: [t.at, t.at],
        detail: `fake counter (+${t.amount}${t.live ? ', counting' : ', static'}) drawn over the score from frame ${t.at}`,
      }
    case 'resolution_change':
      return {
        frames: [t.at, t.at],
        detail: `picture shown at 70% size, centred on black, from frame ${t.at}`,
      }
    case 'impossible_jump':
      return { frames: [t.at, t.at], detail: `score raised by ${t.amount} in one frame at ${t.at}` }
  }
}
