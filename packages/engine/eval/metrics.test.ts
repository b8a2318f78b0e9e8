import { describe, expect, it } from 'vitest'
import { TAMPER_KINDS } from '../corpus/src/spec.ts'
import type { ClipTruth } from '../corpus/src/truth.ts'
import { outcome, summarise, type EngineAnswer } from './metrics.ts'

const truth = (tamper: ClipTruth['tamper']): ClipTruth => ({
  id: 'c',
  file: 'c.mp4',
  source: 'synthetic',
  fps: 30,
  frameCount: 300,
  width: 640,
  height: 480,
  maxScore: 5000,
  proofFrames: [[250, 299]],
  scores: [
    [0, 249, 4000],
    [250, 299, 5000],
  ],
  counterBox: null,
  tamper,
  spec: { game: 'test', notes: '' },
})

const answer = (over: Partial<EngineAnswer>): EngineAnswer => ({
  maxScore: 5000,
  proofFrameIndex: 260,
  anomalies: [],
  isValid: true,
  verdict: 'valid',
  ...over,
})

const splice = { kind: 'splice' as const, frames: [149, 150] as [number, number], detail: '' }

describe('outcome', () => {
  it.each([
    [
      'exact read, proof inside the range',
      answer({}),
      { exact: true, proofOk: true, falseAlarm: false },
    ],
    [
      'wrong read, proof frame not showing it',
      answer({ maxScore: 500 }),
      { exact: false, proofOk: false },
    ],
    [
      'missed the last increment, proof shows what it read',
      answer({ maxScore: 4000, proofFrameIndex: 100 }),
      { exact: false, proofOk: true },
    ],
    [
      'proof frame before the max',
      answer({ proofFrameIndex: 249 }),
      { exact: true, proofOk: false, falseAlarm: false },
    ],
    [
      'anomaly on a clean clip',
      answer({ anomalies: [{ frame: 10, kind: 'frozen', detail: '' }] }),
      { falseAlarm: true },
    ],
    [
      'invalid verdict on a clean clip',
      answer({ isValid: false, verdict: 'invalid' }),
      { falseAlarm: true },
    ],
    [
      'no score read on a clean clip',
      answer({ maxScore: null, proofFrameIndex: -1, isValid: false, verdict: 'uncertain' }),
      { falseAlarm: true },
    ],
    [
      'a reading only unsure: valid, for a moderator to confirm',
      answer({ verdict: 'uncertain' }),
      { exact: true, falseAlarm: false },
    ],
  ])('clean clip: %s', (_, a, expected) => {
    expect(outcome(truth(null), a, null, 1)).toMatchObject({ ...expected, caught: false })
  })

  it.each([
    [
      'fitting kind near the cut, invalid',
      [{ frame: 152, kind: 'splice' }],
      false,
      'invalid',
      true,
    ],
    [
      'fitting kind, verdict uncertain',
      [{ frame: 150, kind: 'score_decrease' }],
      true,
      'uncertain',
      true,
    ],
    ['fitting kind but passed as valid', [{ frame: 150, kind: 'splice' }], true, 'valid', false],
    ['fitting kind far from the cut', [{ frame: 250, kind: 'splice' }], false, 'invalid', false],
    ['wrong kind near the cut', [{ frame: 150, kind: 'frozen' }], false, 'invalid', false],
  ] as const)('splice: %s', (_, anomalies, isValid, verdict, caught) => {
    const a = answer({ anomalies: anomalies.map((x) => ({ ...x, detail: '' })), isValid, verdict })
    expect(outcome(truth(splice), a, null, 1)).toMatchObject({
      caught,
      exact: false,
      falseAlarm: false,
    })
  })

  it('counts an engine error as neither read nor caught', () => {
    expect(outcome(truth(splice), null, 'boom', 1)).toMatchObject({ caught: false, error: 'boom' })
  })
})

describe('summarise', () => {
  it('computes rates per group and per tamper kind', () => {
    const s = summarise(
      [
        outcome(truth(null), answer({}), null, 2),
        outcome(truth(null), answer({ maxScore: 1 }), null, 2),
        outcome(
          truth(splice),
          answer({
            anomalies: [{ frame: 150, kind: 'splice', detail: '' }],
            isValid: false,
            verdict: 'invalid',
          }),
          null,
          1,
        ),
      ],
      TAMPER_KINDS,
    )
    expect(s.synthetic.exact).toEqual({ hits: 1, total: 2, rate: 0.5 })
    expect(s.tamper.splice).toEqual({ hits: 1, total: 1, rate: 1 })
    expect(s.tamper.frozen.total).toBe(0)
    expect(s.real.exact.total).toBe(0)
    expect(s.seconds).toBe(5)
  })
})
