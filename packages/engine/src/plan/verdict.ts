import type { Anomaly, AnomalyKind, TimelinePoint, Verdict } from '@app/shared'
import { ROLL_GAP, solidRuns, SOLID_WEIGHT, valueAt, type Run } from './consensus.ts'
import { RULES, typicalRise } from './anomalies.ts'
import { median, type SampleRecord, type VideoFacts } from './samples.ts'

/** Kinds that mean the claimed score cannot be trusted. */
const FATAL: ReadonlySet<AnomalyKind> = new Set([
  'impossible_jump',
  'splice',
  'frozen',
  'overlay',
  'format_change',
])

export interface Proof {
  maxScore: number
  proofFrameIndex: number
  confidence: number
  /** The digits as drawn in the proof sample (leading zeros included). */
  digits: string
  /** Left and right edges of the counter's digits in the proof sample, in crop pixels. */
  digitsX: [number, number]
  /** No other value is on screen in the whole video: the number never changed. */
  steady: boolean
  /**
   * The counter was still moving when the video ended: the proof value was read in one or two
   * samples, and the last samples, right after it, do not read it (see rollingEnd).
   */
  rollingEnd: boolean
}

/**
 * The highest value of the consensus story that is really on screen: shown in two or more samples
 * with some confidence, once with a confident reading, or in a rolling counter's stretch
 * (solidRuns); a final bonus may show only in the last frame.
 */
export function findProof(story: Run[], samples: SampleRecord[]): Proof | null {
  const onScreen = solidRuns(story)
  const width = counterWidth(story, samples, onScreen)
  const solid = story.filter((r, i) => onScreen[i] || finalBonus(r, samples, width))
  const top = highest(solid)
  if (!top) return null
  let best: SampleRecord | null = null
  for (let k = top.startK; k <= top.endK; k++) {
    const s = samples[k]
    if (s && s.value === top.value && (!best || s.confidence > best.confidence)) best = s
  }
  if (!best) return null
  return {
    maxScore: top.value,
    proofFrameIndex: best.frame,
    confidence: best.confidence,
    digits: best.digits ?? String(top.value),
    digitsX: [best.x0, best.x1],
    steady: solid.every((r) => r.value === top.value),
    rollingEnd: rollingEnd(top, story, samples, width),
  }
}

/** Most samples a value shown for a moment (a rolling counter's) is read in. */
const MOMENT = 2

/**
 * Whether the video ends while the counter still counts up past the proof: the proof value shown
 * for a moment (MOMENT samples or fewer), and the at most ROLL_GAP samples after it, the video's
 * last, unread or read as values off the story (the proof is its highest). A bonus counted up to
 * the last frame shows each value for a frame or two, and the last one, misread, is dropped as a
 * step down: the proof is then a value the counter passed, not the final score (fresh-002:
 * 212,871,800 one frame before its 212,906,000, read 212,806,000). Or, however long the proof
 * was shown, it is never read again while the samples after it, to the end, read some value
 * played past it (playedPast), too faintly to be proof: the counter went on (fresh-000 read with
 * a larger glyph table: 7,740 held, then 7,800, 8,040 and 86,160 for 8,160 at 0.03 to 0.19).
 */
function rollingEnd(top: Run, story: Run[], samples: SampleRecord[], width: number): boolean {
  const last = samples[samples.length - 1]
  if (!last || last.k <= top.endK) return false
  if (top.count <= MOMENT && last.k - top.endK <= ROLL_GAP) return true
  const after = samples.filter((s) => s.k > top.endK && s.value !== null)
  const reach = playReach(story)
  return (
    after.some((s) => playedPast(s, top.value, reach, width)) &&
    after.every((s) => s.value !== top.value)
  )
}

/**
 * The largest rise play can make at once: `RULES.jumpFactor` times the story's usual rise (a
 * sprite behind the digits of real geki2's last frames read 140 as 800240).
 */
function playReach(story: Run[]): number {
  return typicalRise(story) * RULES.jumpFactor
}

/**
 * Whether a reading shows a value past `from` by a rise play can make (`reach`, see playReach)
 * and is as wide as the counter (`width`, see counterWidth).
 */
function playedPast(s: SampleRecord, from: number, reach: number, width: number): boolean {
  if (s.value === null || s.value <= from || s.digits?.length !== width) return false
  return s.value - from <= reach
}

/** The run of highest value (the first of equals), or null for none. */
function highest(runs: Run[]): Run | null {
  return runs.length ? runs.reduce((a, b) => (b.value > a.value ? b : a)) : null
}

/**
 * A last-frame reading (end-of-stage bonuses often show only there, under an explosion): taken
 * on a weaker reading if it has the counter's number of digits (`width`, see counterWidth).
 */
function finalBonus(r: Run, samples: SampleRecord[], width: number): boolean {
  const last = samples[samples.length - 1]
  if (!last || r.endK !== last.k || r.count !== 1 || r.weight < SOLID_WEIGHT) return false
  return last.digits?.length === width
}

/**
 * The counter's number of digits at its highest solid value (the median over that run's
 * readings), else over every reading. A counter drawn without leading zeros gains digits as the
 * score grows: the last values are as wide as the highest, not as most of the video's.
 */
function counterWidth(story: Run[], samples: SampleRecord[], onScreen = solidRuns(story)): number {
  const top = highest(story.filter((_, i) => onScreen[i]))
  const readings = top
    ? samples.slice(top.startK, top.endK + 1).filter((s) => s.value === top.value)
    : samples
  return median(readings.flatMap((s) => (s.digits ? [s.digits.length] : [])))
}

/**
 * A higher score the last frame seems to show, read too faintly to be proof (a final bonus under
 * a flash): a reading played past the proven score (playedPast). The proof may then be short of
 * the real final score, which a moderator can see on that frame.
 */
export function faintFinal(
  samples: SampleRecord[],
  proof: Proof | null,
  story: Run[],
): number | null {
  const last = samples[samples.length - 1]
  if (!proof || !last) return null
  const width = counterWidth(story, samples)
  return playedPast(last, proof.maxScore, playReach(story), width) ? last.value : null
}

/** The timeline: every consensus change plus about one point per second. */
export function buildTimeline(
  story: Run[],
  samples: SampleRecord[],
  f: VideoFacts,
): TimelinePoint[] {
  const perSecond = Math.max(1, Math.round(f.rate))
  const out: TimelinePoint[] = []
  let last: number | null | undefined
  for (const s of samples) {
    const run = valueAt(story, s.k)
    const score = run?.value ?? null
    if (score === last && s.k % perSecond !== 0) continue
    last = score
    const agrees = s.value !== null && s.value === score
    const confidence = Math.round((agrees ? s.confidence : s.confidence * 0.3) * 1000) / 1000
    out.push({ frame: s.frame, score, confidence })
  }
  return out
}

/** Mean confidence of the readings the consensus kept, scaled by how many samples were readable. */
export function readingConfidence(story: Run[], samples: SampleRecord[]): number {
  const kept = story.reduce((n, r) => n + r.count, 0)
  const weight = story.reduce((n, r) => n + r.weight, 0)
  if (!kept || !samples.length) return 0
  const coverage = Math.min(1, kept / samples.length / 0.6)
  return Math.round((weight / kept) * coverage * 1000) / 1000
}

export interface Decision {
  verdict: Verdict
  isValid: boolean
  message: string
}

const fmt = (n: number): string => n.toLocaleString('en-US')

/** Fewest digits a score counter draws: shorter numbers are lives, stages, timers or speeds. */
const COUNTER_DIGITS = 3

/**
 * Why a proven number may be no score counter at all: it has fewer digits than a counter draws
 * (lives, a stage, a speed), or it never changes (a hi-score or a label); null when it reads as
 * one.
 */
export function counterDoubt(proof: Proof): 'short' | 'steady' | null {
  if (proof.digits.length < COUNTER_DIGITS) return 'short'
  return proof.steady ? 'steady' : null
}

/**
 * Turns the proof, the anomalies and the reading confidence into a verdict and one sentence.
 * `isValid` is false when there is no score to trust or an anomaly means it cannot be trusted
 * (tampering, or a drop that may be a cut). A reading that is only unsure (faint, short, steady
 * or hard to read) keeps `isValid` true: the verdict 'uncertain' and the message send it to a
 * moderator, and nothing in the footage suggests it was edited.
 */
export function decide(
  proof: Proof | null,
  anomalies: Anomaly[],
  confidence: number,
  faint: number | null = null,
): Decision {
  if (!proof) {
    return {
      verdict: 'uncertain',
      isValid: false,
      message: 'No score counter could be read in this video, so a moderator must check it.',
    }
  }
  const fatal = anomalies.filter((a) => FATAL.has(a.kind))
  if (fatal.length) {
    const kinds = [...new Set(fatal.map((a) => a.kind.replace('_', ' ')))].join(', ')
    return {
      verdict: 'invalid',
      isValid: false,
      message: `The score of ${fmt(proof.maxScore)} cannot be trusted: the video shows signs of tampering (${kinds}, first at frame ${fatal[0]!.frame}).`,
    }
  }
  if (anomalies.some((a) => a.kind === 'score_decrease')) {
    return {
      verdict: 'uncertain',
      isValid: false,
      message: `The best score read is ${fmt(proof.maxScore)}, but the score drops during the video (a continue, a new credit or a cut), so a moderator must check it.`,
    }
  }
  if (faint !== null) {
    return {
      verdict: 'uncertain',
      isValid: true,
      message: `The best score read surely is ${fmt(proof.maxScore)}, but the last frame seems to show ${fmt(faint)}, too faint to read surely, so a moderator must check it.`,
    }
  }
  if (proof.rollingEnd) {
    return {
      verdict: 'uncertain',
      isValid: true,
      message: `The best score read is ${fmt(proof.maxScore)}, but the counter was still counting up when the video ended and its last value could not be read, so a moderator must check it.`,
    }
  }
  const doubt = counterDoubt(proof)
  if (doubt === 'short') {
    return {
      verdict: 'uncertain',
      isValid: true,
      message: `The number read is ${fmt(proof.maxScore)}, but it has only ${proof.digits.length} digit${proof.digits.length === 1 ? '' : 's'}, fewer than a score counter shows (a lives, stage or speed number?), so a moderator must check it.`,
    }
  }
  if (doubt === 'steady') {
    return {
      verdict: 'uncertain',
      isValid: true,
      message: `The number read, ${fmt(proof.maxScore)}, never changes during the video (a hi-score or a label rather than the player's score?), so a moderator must check it.`,
    }
  }
  if (confidence < 0.45) {
    return {
      verdict: 'uncertain',
      isValid: true,
      message: `The best score read is ${fmt(proof.maxScore)}, but the counter was hard to read (confidence ${Math.round(confidence * 100)}%), so a moderator must check it.`,
    }
  }
  return {
    verdict: 'valid',
    isValid: true,
    message: `Score of ${fmt(proof.maxScore)} validated: frame ${proof.proofFrameIndex} shows it and no sign of tampering was found.`,
  }
}
