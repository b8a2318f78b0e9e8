/** Scoring the engine's answers against the corpus truth: per-clip outcomes and the summary. */
import type { AnomalyKind, ValidationResult } from '@app/shared'
import type { TamperKind } from '../corpus/src/spec.ts'
import { scoreAt, type ClipTruth } from '../corpus/src/truth.ts'

/** Anomaly kinds that count as catching each kind of tampering. */
export const FITTING: Record<TamperKind, AnomalyKind[]> = {
  splice: ['splice', 'impossible_jump', 'score_decrease'],
  overlay: ['overlay', 'impossible_jump', 'format_change'],
  concat: ['splice', 'score_decrease'],
  frozen: ['frozen'],
  resolution_change: ['format_change', 'splice'],
  impossible_jump: ['impossible_jump'],
}

/** How far (in seconds) from the tampered frames a fitting anomaly may be reported. */
export const NEAR_SECONDS = 1.5

export type EngineAnswer = Pick<
  ValidationResult,
  'maxScore' | 'proofFrameIndex' | 'anomalies' | 'isValid' | 'verdict'
>

export interface ClipOutcome {
  id: string
  source: ClipTruth['source']
  tamper: TamperKind | null
  truthMax: number
  engineMax: number | null
  proofFrame: number | null
  verdict: ValidationResult['verdict'] | null
  anomalies: string[]
  /** Clean clips: maxScore read exactly. */
  exact: boolean
  /** Clean clips: the proof frame shows the engine's maxScore, per the truth. */
  proofOk: boolean
  /** Tampered clips: a fitting anomaly near the tampered frames, and not passed as valid. */
  caught: boolean
  /** Clean clips: not valid (`isValid` false: tampering, a drop or no score read) or any anomaly. */
  falseAlarm: boolean
  error: string | null
  seconds: number
}

/**
 * The proof frame must show the engine's maxScore: per the truth's per-frame scores, or, where the
 * truth only marks the ranges showing the true maximum (real clips), inside those ranges.
 */
function proves(truth: ClipTruth, r: EngineAnswer): boolean {
  if (r.maxScore === null) return false
  if (scoreAt(truth, r.proofFrameIndex) === r.maxScore) return true
  const inRange = truth.proofFrames.some(
    ([a, b]) => r.proofFrameIndex >= a && r.proofFrameIndex <= b,
  )
  return r.maxScore === truth.maxScore && inRange
}

function isCaught(truth: ClipTruth, r: EngineAnswer): boolean {
  const t = truth.tamper
  if (!t) return false
  const slack = Math.round(NEAR_SECONDS * truth.fps)
  const near = r.anomalies.some(
    (a) =>
      FITTING[t.kind].includes(a.kind) &&
      a.frame >= t.frames[0] - slack &&
      a.frame <= t.frames[1] + slack,
  )
  return near && (!r.isValid || r.verdict === 'uncertain')
}

export function outcome(
  truth: ClipTruth,
  r: EngineAnswer | null,
  error: string | null,
  seconds: number,
): ClipOutcome {
  const clean = truth.tamper === null
  return {
    id: truth.id,
    source: truth.source,
    tamper: truth.tamper?.kind ?? null,
    truthMax: truth.maxScore,
    engineMax: r?.maxScore ?? null,
    proofFrame: r?.proofFrameIndex ?? null,
    verdict: r?.verdict ?? null,
    anomalies: r?.anomalies.map((a) => `${a.kind}@${a.frame}`) ?? [],
    exact: clean && r?.maxScore === truth.maxScore,
    proofOk: clean && r !== null && proves(truth, r),
    caught: r !== null && isCaught(truth, r),
    falseAlarm: clean && r !== null && (!r.isValid || r.anomalies.length > 0),
    error,
    seconds,
  }
}

export interface Rate {
  hits: number
  total: number
  rate: number
}

const rate = (items: ClipOutcome[], pred: (o: ClipOutcome) => boolean): Rate => {
  const hits = items.filter(pred).length
  return { hits, total: items.length, rate: items.length ? hits / items.length : Number.NaN }
}

export interface Summary {
  synthetic: { exact: Rate; proof: Rate; falseAlarms: Rate; uncertain: Rate }
  real: { exact: Rate; proof: Rate; falseAlarms: Rate }
  tamper: Record<TamperKind, Rate>
  errors: number
  seconds: number
}

export function summarise(outcomes: ClipOutcome[], kinds: readonly TamperKind[]): Summary {
  const clean = (src: ClipTruth['source']): ClipOutcome[] =>
    outcomes.filter((o) => o.source === src && o.tamper === null)
  const syn = clean('synthetic')
  const real = clean('real')
  return {
    synthetic: {
      exact: rate(syn, (o) => o.exact),
      proof: rate(syn, (o) => o.proofOk),
      falseAlarms: rate(syn, (o) => o.falseAlarm),
      uncertain: rate(syn, (o) => o.verdict === 'uncertain'),
    },
    real: {
      exact: rate(real, (o) => o.exact),
      proof: rate(real, (o) => o.proofOk),
      falseAlarms: rate(real, (o) => o.falseAlarm),
    },
    tamper: Object.fromEntries(
      kinds.map((k) => [
        k,
        rate(
          outcomes.filter((o) => o.tamper === k),
          (o) => o.caught,
        ),
      ]),
    ) as Record<TamperKind, Rate>,
    errors: outcomes.filter((o) => o.error !== null).length,
    seconds: outcomes.reduce((s, o) => s + o.seconds, 0),
  }
}

/** The acceptance targets of the issue (item 10). */
export const TARGETS = {
  syntheticExact: 0.98,
  realExact: 0.95,
  proof: 1,
  caught: 0.9,
  falseAlarms: 0.05,
}
