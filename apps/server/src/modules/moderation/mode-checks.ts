import {
  CARAVAN_TIME_LIMIT_SECONDS,
  type Anomaly,
  type ValidationResult,
  type Verdict,
} from '@app/shared'

/** Mode codes (packages/shared codes.ts). */
const HI_SCORE = 1
const CARAVAN = 2
const ONE_CREDIT = 3

export interface ModeJudgement {
  verdict: Verdict
  message: string
}

const clock = (seconds: number) => {
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

const first = (anomalies: readonly Anomaly[], kind: Anomaly['kind']) =>
  anomalies.find((anomaly) => anomaly.kind === kind)

/**
 * The engine's verdict with the checks of the run's mode on top, in plain language naming the
 * failed check: a 1CC run loses its one credit on a score reset (a continue or a new credit),
 * a CARAVAN run must fit the mode's time limit by the video clock, and a HI-SCORE run needs a
 * plausible curve (an impossible jump rejects, an unexplained drop needs a moderator). An invalid
 * engine verdict stays as the engine said.
 */
export function judgeForMode(result: ValidationResult, modeId: number): ModeJudgement {
  const engine = { verdict: result.verdict, message: result.message }
  if (result.verdict === 'invalid') return engine
  const drop = first(result.anomalies, 'score_decrease')
  if (modeId === ONE_CREDIT && drop) {
    return {
      verdict: 'invalid',
      message: `1CC check failed: the score goes back down at frame ${drop.frame} (${drop.detail}), which means a continue or a new credit; a 1CC run must be played on one credit.`,
    }
  }
  const duration = result.videoInfo.duration
  if (modeId === CARAVAN && duration > CARAVAN_TIME_LIMIT_SECONDS) {
    return {
      verdict: 'invalid',
      message: `CARAVAN check failed: the video lasts ${clock(duration)}, longer than the mode's time limit of ${clock(CARAVAN_TIME_LIMIT_SECONDS)}.`,
    }
  }
  const jump = first(result.anomalies, 'impossible_jump')
  if (modeId === HI_SCORE && jump) {
    return {
      verdict: 'invalid',
      message: `HI-SCORE check failed: the score curve is not plausible, it jumps at frame ${jump.frame} (${jump.detail}).`,
    }
  }
  if (modeId === HI_SCORE && drop) {
    return {
      verdict: 'uncertain',
      message: `HI-SCORE check: the score curve drops at frame ${drop.frame} (${drop.detail}) without an explanation the engine can see, so a moderator must check it.`,
    }
  }
  return engine
}
