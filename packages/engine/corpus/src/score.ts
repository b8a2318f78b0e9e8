/** Plausible shmup score dynamics: irregular kills, boss bursts, quiet stretches, rolling counters. */
import type { Rng } from './rng.ts'

export interface ScoreConfig {
  digits: number
  /** Every score is a multiple of this (10 or 100 in most games). */
  unit: number
  start: number
  /** The displayed counter rolls up towards the real score instead of jumping. */
  rolling: boolean
}

export type PhaseKind = 'normal' | 'quiet' | 'boss'

export interface ScoreTrack {
  /** The score the game holds at each frame. */
  internal: number[]
  /** The score the HUD shows at each frame. */
  displayed: number[]
  /** Frames where an enemy is destroyed (drives explosions in the scene). */
  kills: Array<{ frame: number; big: boolean; points: number }>
  /** Phase of play at each frame (drives the boss and bullet density in the scene). */
  phase: PhaseKind[]
}

/** Picks digits, unit, start score and rolling for a clip. */
export function randomScoreConfig(rng: Rng, digits: number): ScoreConfig {
  const unit = digits <= 5 ? 10 : rng.pick([10, 100])
  const top = 10 ** digits
  const start = rng.chance(0.2) ? 0 : roundTo(rng.range(0.02, 0.5) * top, unit)
  return { digits, unit, start, rolling: rng.chance(0.35) }
}

function roundTo(v: number, unit: number): number {
  return Math.max(0, Math.round(v / unit) * unit)
}

/** Builds the phase plan: alternating normal play, quiet stretches and boss fights. */
function planPhases(rng: Rng, frames: number, fps: number): PhaseKind[] {
  const phase: PhaseKind[] = []
  while (phase.length < frames) {
    const kind: PhaseKind = rng.chance(0.55) ? 'normal' : rng.chance(0.5) ? 'quiet' : 'boss'
    const secs =
      kind === 'normal'
        ? rng.range(1.5, 5)
        : kind === 'quiet'
          ? rng.range(1.5, 4.5)
          : rng.range(2, 4)
    for (let i = 0; i < Math.round(secs * fps) && phase.length < frames; i++) phase.push(kind)
  }
  return phase
}

export function generateScores(
  rng: Rng,
  frames: number,
  fps: number,
  cfg: ScoreConfig,
): ScoreTrack {
  const phase = planPhases(rng, frames, fps)
  const kill = Math.max(cfg.unit, roundTo(10 ** (cfg.digits - 4) * rng.range(0.5, 3), cfg.unit))
  const values = [1, 1, 2, 3, 5, 10].map((m) => m * kill)
  const cap = 10 ** cfg.digits - cfg.unit
  const internal: number[] = []
  const displayed: number[] = []
  const kills: ScoreTrack['kills'] = []
  let score = cfg.start
  let shown = cfg.start
  for (let f = 0; f < frames; f++) {
    const p = phase[f]!
    const rate = p === 'normal' ? 1.8 : p === 'boss' ? 9 : 0
    if (rng.chance(rate / fps)) {
      const points = p === 'boss' ? roundTo(kill / 5, cfg.unit) || cfg.unit : rng.pick(values)
      score += points
      kills.push({ frame: f, big: false, points })
    }
    // A boss fight ends in a big bonus; one still going when the clip ends was never won.
    if (p === 'boss' && f + 1 < frames && phase[f + 1] !== 'boss') {
      const points = kill * rng.pick([20, 30, 50, 100])
      score += points
      kills.push({ frame: f, big: true, points })
    }
    score = Math.min(score, cap)
    shown = cfg.rolling ? rollTowards(shown, score, cfg.unit) : score
    internal.push(score)
    displayed.push(shown)
  }
  return { internal, displayed, kills, phase }
}

function rollTowards(shown: number, target: number, unit: number): number {
  if (shown >= target) return target
  const step = Math.max(unit, roundTo((target - shown) / 6, unit))
  return Math.min(target, shown + step)
}

/** The counter text as a game draws it: zero-padded, blank-padded or left-aligned. */
export function formatScore(
  score: number,
  digits: number,
  pad: 'zeros' | 'spaces' | 'none',
): string {
  const s = String(score)
  if (pad === 'zeros') return s.padStart(digits, '0')
  if (pad === 'spaces') return s.padStart(digits, ' ')
  return s
}
