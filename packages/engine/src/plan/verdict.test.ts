import { describe, expect, it } from 'vitest'
import type { Anomaly } from '@app/shared'
import { consensus } from './consensus.ts'
import type { SampleRecord } from './samples.ts'
import { counterDoubt, decide, faintFinal, findProof, type Proof } from './verdict.ts'

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

describe('counterDoubt', () => {
  it('a proof of fewer than three digits, or of a number that never changes, is doubted', () => {
    const s = [rec(0, 10), rec(1, 20), rec(2, 30), rec(3, 30)]
    const proof = findProof(consensus(s, 3).story, s)!
    expect(counterDoubt(proof)).toBe('short')
    expect(counterDoubt({ ...proof, digits: '0030' })).toBeNull()
    expect(counterDoubt({ ...proof, digits: '0030', steady: true })).toBe('steady')
  })
})

describe('findProof', () => {
  it('the best-read sample of the highest value gives the proof frame (native index)', () => {
    const s = [rec(0, 10), rec(1, 20), rec(2, 30, 0.7), rec(3, 30, 0.95), rec(4, 30, 0.8)]
    expect(findProof(consensus(s, 3).story, s)).toEqual({
      maxScore: 30,
      proofFrameIndex: 6,
      confidence: 0.95,
      digits: '30',
      digitsX: [3, 40],
      steady: false,
      rollingEnd: false,
    })
  })

  it('a number shown alone through the whole video is steady (a hi-score or a label)', () => {
    const s = [rec(0, 10000), rec(1, 10000), rec(2, 10000), rec(3, 10000)]
    expect(findProof(consensus(s, 3).story, s)?.steady).toBe(true)
  })

  it('a weak reading of the last frame with the counter width is a final bonus', () => {
    const s = [rec(0, 1000), rec(1, 1000), rec(2, 1200), rec(3, 1200), rec(4, 9900, 0.2)]
    expect(findProof(consensus(s, 3).story, s)?.maxScore).toBe(9900)
    const shorter = [...s.slice(0, 4), rec(4, 99, 0.2)]
    expect(findProof(consensus(shorter, 3).story, shorter)?.maxScore).toBe(1200)
  })

  it('a counter still rolling when the video ends is proven at its last value', () => {
    // every value of the roll read once and faintly; a misread 1 is the only value read twice
    const roll = [30, 160, 400, 900, 1600, 2650, 3120, 3940, 4410, 5010]
    const s = [
      ...[0, 0, 0, 0].map((v, k) => rec(k, v)),
      rec(4, 1, 0.3),
      rec(5, 1, 0.3),
      ...roll.map((v, i) => rec(6 + i, v, 0.12)),
    ]
    expect(findProof(consensus(s, 3).story, s)).toMatchObject({
      maxScore: 5010,
      digits: '5010',
      rollingEnd: false,
    })
  })

  it('a roll whose last frame is misread ends past the proof: the final score is unknown', () => {
    // fresh-002: the last value, 212,906,000, read 212,806,000 and dropped as a step down
    const roll = [212735000, 212769200, 212803400, 212837600, 212871800]
    const held = [212632400, 212632400, 212632400, 212666600, 212666600, 212700800, 212700800]
    const s = [...held, ...roll].map((v, k) => rec(k, v))
    const ended = [...s, rec(s.length, 212806000, 0.3)]
    expect(findProof(consensus(ended, 3).story, ended)).toMatchObject({
      maxScore: 212871800,
      rollingEnd: true,
    })
    const unread = [...s, rec(s.length, null, 0)]
    expect(findProof(consensus(unread, 3).story, unread)?.rollingEnd).toBe(true)
    // the same values, the last one held for a while: it is the final score
    const settled = [...s, ...[0, 1, 2].map((i) => rec(s.length + i, 212871800)), rec(15, null, 0)]
    expect(findProof(consensus(settled, 3).story, settled)?.rollingEnd).toBe(false)
  })

  it('a value held, then only faint higher readings to the end: the counter moved past it', () => {
    // fresh-000 with a larger glyph table: 7,740 held, its last values (8,160) read faintly
    const s = [7560, 7560, 7620, 7620, 7680, 7680, 7740, 7740, 7740, 7740].map((v, k) => rec(k, v))
    const faint: [number | null, number][] = [
      [7800, 0.03],
      [7800, 0.03],
      [9, 0.19],
      [47980, 0],
      [8040, 0.13],
      [86160, 0.03],
    ]
    const ended = [...s, ...faint.map(([v, c], i) => rec(s.length + i, v, c))]
    expect(findProof(consensus(ended, 3).story, ended)).toMatchObject({
      maxScore: 7740,
      rollingEnd: true,
    })
    // the counter gone from the screen after it (a game over), or read lower: the proof stands
    const gone = [...s, ...[0, 1, 2].map((i) => rec(s.length + i, null, 0))]
    expect(findProof(consensus(gone, 3).story, gone)?.rollingEnd).toBe(false)
    const lower = [...s, rec(s.length, 9, 0.19), rec(s.length + 1, 119, 0.18)]
    expect(findProof(consensus(lower, 3).story, lower)?.rollingEnd).toBe(false)
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

describe('faintFinal', () => {
  const story = [rec(0, 39100), rec(1, 39140), rec(2, 39140), rec(3, 39160), rec(4, 39160)]
  const storyOf = (s: SampleRecord[]) => consensus(s, 3).story
  const proven = (s: SampleRecord[]) => findProof(storyOf(s), s)

  it('is the higher value a faint last frame shows with the counter width', () => {
    const s = [...story, rec(5, 39660, 0.05)]
    expect(proven(s)?.maxScore).toBe(39160)
    expect(faintFinal(s, proven(s), storyOf(s))).toBe(39660)
  })

  it('is null for a last frame read lower, or with another width, or already proven', () => {
    for (const last of [rec(5, 39100, 0.05), rec(5, 114914, 0.05), rec(5, 39160)]) {
      const s = [...story, last]
      expect(faintFinal(s, proven(s), storyOf(s))).toBeNull()
    }
  })

  it('takes the width of the highest value, for a counter that gains digits as it grows', () => {
    // Most of the video shows three digits; the last values show four.
    const grows = [100, 200, 300, 400, 500, 600, 700, 1000, 1000, 1000].map((v, k) => rec(k, v))
    const s = [...grows, rec(10, 1010, 0.05)]
    expect(proven(s)?.maxScore).toBe(1000)
    expect(faintFinal(s, proven(s), storyOf(s))).toBe(1010)
  })

  it('is null for a last frame read higher by more than play can add at once', () => {
    // The story rises by 20 and 40: a final bonus of 500 fits, one of 90000 is a misread.
    const s = [...story, rec(5, 99160, 0.05)]
    expect(faintFinal(s, proven(s), storyOf(s))).toBeNull()
  })
})

describe('decide', () => {
  const proof: Proof = {
    maxScore: 123450,
    proofFrameIndex: 99,
    confidence: 0.9,
    digits: '0123450',
    digitsX: [0, 60],
    steady: false,
    rollingEnd: false,
  }
  const a = (kind: Anomaly['kind']): Anomaly => ({ frame: 10, kind, detail: '' })
  it.each<[string, typeof proof | null, Anomaly[], number, string, boolean]>([
    ['clean and readable', proof, [], 0.9, 'valid', true],
    ['no counter', null, [], 0, 'uncertain', false],
    ['tampering', proof, [a('splice')], 0.9, 'invalid', false],
    ['a continue', proof, [a('score_decrease')], 0.9, 'uncertain', false],
    ['hard to read', proof, [], 0.2, 'uncertain', true],
    [
      'two digits: a lives, stage or speed number',
      { ...proof, digits: '41' },
      [],
      0.9,
      'uncertain',
      true,
    ],
    ['three digits, zero-padded or not', { ...proof, digits: '140' }, [], 0.9, 'valid', true],
    [
      'a number that never changes (a hi-score?)',
      { ...proof, steady: true },
      [],
      0.9,
      'uncertain',
      true,
    ],
    [
      'a counter still counting up when the video ends',
      { ...proof, rollingEnd: true },
      [],
      0.9,
      'uncertain',
      true,
    ],
  ])('%s', (_, p, anomalies, conf, verdict, isValid) => {
    const d = decide(p, anomalies, conf)
    expect(d).toMatchObject({ verdict, isValid })
    expect(d.message.split('. ').length).toBe(1)
  })

  it('a higher score faint in the last frame leaves the verdict to a moderator', () => {
    expect(decide(proof, [], 0.9, 128450)).toEqual({
      verdict: 'uncertain',
      isValid: true,
      message:
        'The best score read surely is 123,450, but the last frame seems to show 128,450, too faint to read surely, so a moderator must check it.',
    })
  })
})
