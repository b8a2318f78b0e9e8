import { describe, expect, it } from 'vitest'
import { findCuts, formatAnomalies, frozenAnomalies, storyAnomalies } from './anomalies.ts'
import { consensus } from './consensus.ts'
import type { SampleRecord, VideoFacts } from './samples.ts'

const facts: VideoFacts = { fps: 30, stride: 1, tailFrom: 1e9, frameCount: 1000 }

function samples(values: (number | null)[], diffs?: number[]): SampleRecord[] {
  return values.map((value, k) => ({
    k,
    frame: k,
    value,
    digits: value === null ? null : String(value),
    confidence: 1,
    textHeight: 20,
    inkLevel: 200,
    x0: 0,
    x1: 50,
    diff: diffs?.[k] ?? 3,
    diffOutside: diffs?.[k] ?? 3,
    changed: (diffs?.[k] ?? 3) > 20 ? 0.8 : 0.05,
  }))
}

const kinds = (values: number[], cuts = new Set<number>()): string[] => {
  const s = samples(values)
  return storyAnomalies(consensus(s, 5).story, s, cuts, facts).map((a) => `${a.kind}@${a.frame}`)
}

/** A rising counter with ordinary steps of 100 (and one boss bonus of 3000). */
const rising = Array.from({ length: 40 }, (_, i) => 1000 + Math.floor(i / 2) * 100)

describe('storyAnomalies', () => {
  it('ordinary play and a boss bonus raise nothing', () => {
    const withBonus = rising.map((v, i) => (i >= 30 ? v + 3000 : v))
    expect(kinds(withBonus)).toEqual([])
  })

  it('an increase no play could make is an impossible jump', () => {
    const jumped = rising.map((v, i) => (i >= 20 ? v + 5_000_000 : v))
    expect(kinds(jumped)).toEqual(['impossible_jump@20'])
  })

  it('a huge bonus paid during a flash (a boss kill) is no impossible jump', () => {
    const jumped = rising.map((v, i) => (i >= 20 ? v + 5_000_000 : v))
    const s = samples(
      jumped,
      jumped.map((_, i) => (i === 19 ? 90 : 3)),
    )
    expect(storyAnomalies(consensus(s, 5).story, s, new Set(), facts)).toEqual([])
  })

  it('a lasting fall is a score decrease', () => {
    const reset = rising.map((v, i) => (i >= 20 ? (i - 20) * 10 : v))
    expect(kinds(reset)).toEqual(['score_decrease@20'])
  })

  it('a discontinuity at a cut is a splice', () => {
    const reset = rising.map((v, i) => (i >= 20 ? (i - 20) * 10 : v))
    expect(kinds(reset, new Set([20]))).toEqual(['splice@20'])
  })
})

describe('findCuts', () => {
  const calm = Array.from({ length: 30 }, () => 2)
  it('a jump to a new scene that stays is a cut', () => {
    const d = [...calm]
    d[10] = 60
    const back = d.map((_, i) => (i >= 10 && i < 16 ? 60 : 2))
    expect([
      ...findCuts(
        samples(
          d.map(() => 1),
          d,
        ),
        back,
        6,
      ),
    ]).toEqual([10])
  })

  it('a flash of a few frames comes back to the old scene: no cut', () => {
    const d = [...calm]
    ;[10, 11, 12, 13].forEach((i) => (d[i] = 80))
    const back = d.map((_, i) => (i >= 10 && i < 14 ? 80 : 2))
    expect([
      ...findCuts(
        samples(
          d.map(() => 1),
          d,
        ),
        back,
        6,
      ),
    ]).toEqual([])
  })

  it('a flickering flash compared with its own first frame is no cut', () => {
    const d = [...calm]
    ;[10, 12].forEach((i) => (d[i] = 80))
    // Sample 16 differs from sample 10 (a flash frame), not from the scene before the flash.
    const back = d.map((_, i) => (i === 10 || i === 12 || i === 16 ? 80 : 2))
    expect([
      ...findCuts(
        samples(
          d.map(() => 1),
          d,
        ),
        back,
        6,
      ),
    ]).toEqual([])
  })
})

describe('frozenAnomalies', () => {
  const values = Array.from({ length: 90 }, (_, i) => 100 + i * 10)
  it('identical pictures for over a second are frozen footage', () => {
    const d = values.map((_, i) => (i > 20 && i <= 60 ? 0 : 4))
    const s = samples(
      values.map(() => 100),
      d,
    )
    expect(frozenAnomalies(s, consensus(s, 5).story, facts).map((a) => a.kind)).toEqual(['frozen'])
  })

  it('a counter that keeps changing over a frozen picture is also an overlay', () => {
    const d = values.map((_, i) => (i > 20 && i <= 60 ? 0 : 4))
    const s = samples(values, d)
    expect(frozenAnomalies(s, consensus(s, 5).story, facts).map((a) => a.kind)).toEqual([
      'frozen',
      'overlay',
    ])
  })

  it('half a second of stillness is not frozen footage', () => {
    const d = values.map((_, i) => (i > 20 && i <= 35 ? 0 : 4))
    const s = samples(values, d)
    expect(frozenAnomalies(s, consensus(s, 5).story, facts)).toEqual([])
  })
})

describe('formatAnomalies', () => {
  const infos = (n: number, size: (i: number) => [number, number], pts: (i: number) => number) =>
    Array.from({ length: n }, (_, i) => ({
      n: i,
      pts: pts(i),
      width: size(i)[0],
      height: size(i)[1],
    }))

  it('a resolution change reported by the decoder', () => {
    const list = infos(
      100,
      (i) => (i < 50 ? [1280, 720] : [854, 480]),
      (i) => i / 30,
    )
    expect(formatAnomalies(list, facts)).toEqual([
      { frame: 50, kind: 'format_change', detail: 'resolution 1280x720 -> 854x480' },
    ])
  })

  it('a frame-rate change seen in the timestamps', () => {
    const list = infos(
      200,
      () => [640, 480],
      (i) => (i < 100 ? i / 30 : 100 / 30 + (i - 100) / 60),
    )
    expect(formatAnomalies(list, facts).map((a) => a.kind)).toEqual(['format_change'])
  })

  it('a steady stream raises nothing', () => {
    expect(
      formatAnomalies(
        infos(
          200,
          () => [640, 480],
          (i) => i / 30,
        ),
        facts,
      ),
    ).toEqual([])
  })
})
