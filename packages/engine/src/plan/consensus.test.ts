import { describe, expect, it } from 'vitest'
import { consensus, solidRuns, toRuns, valueAt, type Reading } from './consensus.ts'

const reads = (values: (number | null)[], conf = 1): Reading[] =>
  values.map((value, k) => ({ k, value, confidence: conf }))

const story = (values: (number | null)[], penalty = 3): number[] =>
  consensus(reads(values), penalty).story.map((r) => r.value)

describe('toRuns', () => {
  it('collapses equal readings; unreadable samples do not break a run', () => {
    expect(
      toRuns(reads([10, 10, null, 10, 20])).map((r) => [r.value, r.startK, r.endK, r.count]),
    ).toEqual([
      [10, 0, 3, 3],
      [20, 4, 4, 1],
    ])
  })
})

describe('consensus', () => {
  it.each<[string, (number | null)[], number[]]>([
    ['a rising counter is kept whole', [0, 10, 10, 20, 30, 30], [0, 10, 20, 30]],
    ['a one-sample misread spike is dropped', [100, 100, 700, 100, 110, 110], [100, 110]],
    ['a one-sample misread dip is dropped', [100, 100, 10, 100, 110, 110], [100, 110]],
    [
      'a reset backed by enough readings is kept',
      [500, 500, 600, 600, 0, 0, 0, 0, 10, 10],
      [500, 600, 0, 10],
    ],
    ['a short dip is not a reset', [500, 500, 600, 600, 0, 600, 700, 700], [500, 600, 700]],
  ])('%s', (_, values, expected) => expect(story(values)).toEqual(expected))

  it('marks resets where the story goes down', () => {
    const c = consensus(reads([500, 500, 600, 600, 0, 0, 0, 0, 10, 10]), 3)
    expect(c.resets).toEqual([2])
  })

  it('valueAt gives the story value in force at a sample', () => {
    const c = consensus(reads([0, 10, 10, 20]), 3)
    expect([0, 1, 2, 3].map((k) => valueAt(c.story, k)?.value)).toEqual([0, 10, 10, 20])
  })
})

describe('solidRuns', () => {
  const onScreen = (values: (number | null)[], conf = 0.2): [number, boolean][] => {
    const s = consensus(reads(values, conf), 3).story
    const solid = solidRuns(s)
    return s.map((r, i) => [r.value, solid[i]!])
  }

  it('takes each value of a rolling counter, read once each, up to the last frame', () => {
    expect(onScreen([0, 0, 0, 100, 250, 380, 490, 580, 650])).toEqual([
      [0, true],
      [100, true],
      [250, true],
      [380, true],
      [490, true],
      [580, true],
      [650, true],
    ])
  })

  it('leaves out a last reading that rises far beyond the roll (a misread digit)', () => {
    expect(onScreen([0, 0, 0, 100, 250, 380, 490, 580, 9580]).at(-1)).toEqual([9580, false])
  })

  it('takes no lone readings that are too few or too far apart for a roll', () => {
    const few = onScreen([0, 0, 0, 100, 250, 380, 490])
    expect(few.filter(([, solid]) => solid).map(([v]) => v)).toEqual([0])
    const apart = onScreen([
      0,
      0,
      0,
      100,
      null,
      null,
      250,
      null,
      null,
      380,
      null,
      null,
      490,
      null,
      null,
      580,
    ])
    expect(apart.filter(([, solid]) => solid).map(([v]) => v)).toEqual([0])
  })
})
