import { describe, expect, it } from 'vitest'
import type { Anomaly } from '@app/shared'
import { consensus } from './consensus.ts'
import type { SampleRecord } from './samples.ts'
import { decide, findProof, type Proof } from './verdict.ts'

const rec = (k: number, value: number | null, confidence = 0.9): SampleRecord => ({
  k,
  frame: k * 2,
  value,
  digits: value === null ? null : String(value),
  confidence,
  textHeight: 20,
  inkLevel: 200,
  x0: k,
  x1: 40,
  diff: 1,
  diffOutside: 1,
  changed: 0,
  lit: null,
})

describe('findProof', () => {
  it('the best-read sample of the highest value gives the proof frame (native index)', () => {
    const s = [rec(0, 10), rec(1, 20), rec(2, 30, 0.7), rec(3, 30, 0.95), rec(4, 30, 0.8)]
    expect(findProof(consensus(s, 3).story, s)).toEqual({
      maxScore: 30,
      proofFrameIndex: 6,
      confidence: 0.95,
      digitsX: [3, 40],
    })
  })

  it('a weak reading of the last frame with the counter width is a final bonus', () => {
    const s = [rec(0, 1000), rec(1, 1000), rec(2, 1200), rec(3, 1200), rec(4, 9900, 0.2)]
    expect(findProof(consensus(s, 3).story, s)?.maxScore).toBe(9900)
    const shorter = [...s.slice(0, 4), rec(4, 99, 0.2)]
    expect(findProof(consensus(shorter, 3).story, shorter)?.maxScore).toBe(1200)
  })

  it('two near-zero-confidence readings of a higher value are a misread, not proof', () => {
    const s = [
      rec(0, 80),
      rec(1, 80),
      rec(2, 140),
      rec(3, 140),
      rec(4, 440, 0.045),
      rec(5, 440, 0.045),
    ]
    expect(findProof(consensus(s, 3).story, s)?.maxScore).toBe(140)
  })

  it('a single doubtful reading of a higher value is not proof', () => {
    const s = [rec(0, 10), rec(1, 20), rec(2, 20), rec(3, 900, 0.3)]
    expect(findProof(consensus(s, 3).story, s)?.maxScore).toBe(20)
  })
})

describe('decide', () => {
  const proof: Proof = { maxScore: 123450, proofFrameIndex: 99, confidence: 0.9, digitsX: [0, 60] }
  const a = (kind: Anomaly['kind']): Anomaly => ({ frame: 10, kind, detail: '' })
  it.each<[string, typeof proof | null, Anomaly[], number, string, boolean]>([
    ['clean and readable', proof, [], 0.9, 'valid', true],
    ['no counter', null, [], 0, 'uncertain', false],
    ['tampering', proof, [a('splice')], 0.9, 'invalid', false],
    ['a continue', proof, [a('score_decrease')], 0.9, 'uncertain', false],
    ['hard to read', proof, [], 0.2, 'uncertain', false],
  ])('%s', (_, p, anomalies, conf, verdict, isValid) => {
    const d = decide(p, anomalies, conf)
    expect(d).toMatchObject({ verdict, isValid })
    expect(d.message.split('. ').length).toBe(1)
  })
})
