import { describe, expect, it } from 'vitest'
import type { LitBox } from '../vision/thumbs.ts'
import {
  bigSteps,
  findCuts,
  formatAnomalies,
  frozenAnomalies,
  lostRunAnomalies,
  misreadDigit,
  rescaleAnomalies,
  storyAnomalies,
} from './anomalies.ts'
import { consensus } from './consensus.ts'
import type { SampleRecord, VideoFacts } from './samples.ts'

const facts: VideoFacts = {
  fps: 30,
  rate: 30,
  frames: Array.from({ length: 5000 }, (_, k) => k),
  textScale: 1,
}

function samples(
  values: (number | null)[],
  diffs?: number[],
  lit?: (k: number) => LitBox | null,
): SampleRecord[] {
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
    lit: lit ? lit(k) : [0, 63, 0, 47],
  }))
}

const kinds = (values: number[], cuts = new Set<number>()): string[] => {
  const s = samples(values)
  return storyAnomalies(consensus(s, 5).story, s, cuts, facts).map((a) => `${a.kind}@${a.frame}`)
}

/** A rising counter with ordinary steps of 100 (and one boss bonus of 3000). */
const rising = Array.from({ length: 40 }, (_, i) => 1000 + Math.floor(i / 2) * 100)

describe('bigSteps', () => {
  it('names the samples where the story rises ten times its usual step or more', () => {
    const s = samples(rising.map((v, i) => (i >= 21 ? v + 1000 : v)))
    expect([...bigSteps(consensus(s, 5).story)]).toEqual([21])
    expect([...bigSteps(consensus(samples(rising), 5).story)]).toEqual([])
  })
})

describe('storyAnomalies', () => {
  it('ordinary play and a boss bonus raise nothing', () => {
    const withBonus = rising.map((v, i) => (i >= 30 ? v + 3000 : v))
    expect(kinds(withBonus)).toEqual([])
  })

  it('an increase no play could make is an impossible jump', () => {
    const jumped = rising.map((v, i) => (i >= 20 ? v + 5_000_000 : v))
    expect(kinds(jumped)).toEqual(['impossible_jump@20'])
  })

  it('a jump to a value read only faintly is no evidence of one', () => {
    const jumped = rising.map((v, i) => (i >= 20 ? v + 5_000_000 : v))
    const read = (after: number) => {
      const s = samples(jumped).map((r) => (r.k >= 20 ? { ...r, confidence: after } : r))
      return storyAnomalies(consensus(s, 5).story, s, new Set(), facts).length
    }
    expect(read(0.01)).toBe(0)
  })

  it('a jump read for a few frames only is no evidence of one', () => {
    // Real chromium-bsu upscaled to 1080p60: 13411 read in its last 4 samples (0.13 s).
    const jumpedAt = (k: number) => rising.map((v, i) => (i >= k ? v + 5_000_000 : v))
    expect(kinds(jumpedAt(36))).toEqual([])
    expect(kinds(jumpedAt(24))).toEqual(['impossible_jump@24'])
  })

  it('a jump read far less surely than the counter before it is a misread, not an edit', () => {
    // A leading 0 turned into a 6 by a blur reads at a third of the confidence (real geki2).
    const jumped = rising.map((v, i) => (i >= 20 ? v + 6_000_000 : v))
    const read = (before: number, after: number) => {
      const s = samples(jumped).map((r) => ({ ...r, confidence: r.k >= 20 ? after : before }))
      return storyAnomalies(consensus(s, 5).story, s, new Set(), facts).length
    }
    expect(read(0.45, 0.15)).toBe(0)
    expect(read(0.45, 0.3)).toBe(1)
    expect(read(0.9, 0.5)).toBe(1)
  })

  it('a jump in a counter read at under a tenth of a sure reading throughout is no evidence', () => {
    // Real geki2 at crf 38: its 0000140 read as 9040930 ... 9999149, the jump read at 0.085.
    const jumped = rising.map((v, i) => (i >= 20 ? v + 6_000_000 : v))
    const read = (confidence: number) => {
      const s = samples(jumped).map((r) => ({ ...r, confidence }))
      return storyAnomalies(consensus(s, 5).story, s, new Set(), facts).length
    }
    expect(read(0.085)).toBe(0)
    expect(read(0.15)).toBe(1)
  })

  it('a reading missing its last digits for a moment is no jump from it', () => {
    const high = rising.map((v) => v + 2_900_000)
    // 29012 for a moment, then 2901200 (its full reading) and on: the last two digits were hidden.
    const clipped = Math.floor(high[4]! / 100)
    expect(kinds(high.map((v, i) => (i < 4 ? clipped : v)))).toEqual([])
    expect(kinds(high.map((v, i) => (i < 4 ? clipped + 1 : v)))).toEqual(['impossible_jump@4'])
  })

  it('a reading missing its first digits for a while is no jump from it', () => {
    // Synthetic clean-005 read in its colours: 3722 in its first samples, then 36323722.
    const high = rising.map((v) => v + 36_320_000)
    const clipped = high[6]! % 10_000
    expect(kinds(high.map((v, i) => (i < 6 ? clipped : v)))).toEqual([])
    expect(kinds(high.map((v, i) => (i < 6 ? clipped + 1 : v)))).toEqual(['impossible_jump@6'])
  })

  it('a faint misread in the last sample sets no step a jump is measured against', () => {
    // Synthetic impossible_jump-005 read in its colours: 46508, then 146590 read at 0.08 ('1UP''s
    // 1 taken with the digits) as the last reading.
    const jumped = rising.map((v, i) => (i >= 20 ? v + 5_000_000 : v))
    const last = jumped.length - 1
    const s = samples(jumped.map((v, i) => (i === last ? v + 100_000_000 : v))).map((r) =>
      r.k === last ? { ...r, confidence: 0.08 } : r,
    )
    const found = storyAnomalies(consensus(s, 5).story, s, new Set(), facts)
    expect(found.map((a) => `${a.kind}@${a.frame}`)).toEqual(['impossible_jump@20'])
  })

  it('a zero-padded reading that gains digits on its left is no jump from it', () => {
    // powermanga upscaled to 1080p60: 00000004, then a gauge's end read before it as 669
    // (from sample 21, where the counter holds the value it took at 20).
    const padded = rising.map((v) => String(v).padStart(8, '0'))
    const widened = (prefix: string) => {
      const digits = padded.map((d, i) => (i >= 21 ? prefix + d : d))
      const s = samples(digits.map(Number)).map((r, k) => ({ ...r, digits: digits[k]! }))
      return storyAnomalies(consensus(s, 5).story, s, new Set(), facts).map((a) => a.kind)
    }
    expect(widened('669')).toEqual([])
    // the same rise in a counter whose own digits changed is still one
    const jumped = rising.map((v, i) => (i >= 20 ? v + 66_900_000_000 : v))
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

  it('a usual step at a cut is the score going on; a rise of several steps is a splice', () => {
    // A stage's end, or a timer over the footage stepping every frame (real xsoldier-1: 770 -> 772).
    expect(kinds(rising, new Set([20]))).toEqual([])
    const skipped = rising.map((v, i) => (i >= 20 ? v + 400 : v))
    expect(kinds(skipped, new Set([20]))).toEqual(['splice@20'])
  })
})

/** Cut sample indices of a constant counter over pictures changing by `d` (diffBack `back`). */
const cutsOf = (d: number[], back: number[]): number[] => [
  ...findCuts(
    samples(
      d.map(() => 1),
      d,
    ),
    back,
    new Set(),
    6,
  ),
]

describe('findCuts', () => {
  const calm = Array.from({ length: 30 }, () => 2)
  it('a jump to a new scene that stays is a cut', () => {
    const d = [...calm]
    d[10] = 60
    const back = d.map((_, i) => (i >= 10 && i < 16 ? 60 : 2))
    expect(cutsOf(d, back)).toEqual([10])
  })

  it('a single jump in a busy scrolling scene (large usual change) is a cut', () => {
    const d = Array.from({ length: 40 }, (_, i) => 10 + (i % 3) * 2)
    d[20] = 40
    const back = d.map(() => 40)
    expect(cutsOf(d, back)).toEqual([20])
  })

  it('on a dark screen, a lone change twice the largest usual one that stays is a cut', () => {
    const d = Array.from({ length: 200 }, (_, i) => 1 + (i % 4) * 0.2)
    d[100] = 4
    const back = d.map((_, i) => (i >= 100 && i < 106 ? 5 : 2))
    expect(cutsOf(d, back)).toEqual([100])
  })

  it('on a dark screen, the largest usual change that stays is a cut where the score jumps', () => {
    const d: number[] = Array.from({ length: 200 }, (_, i) => ([30, 60, 150].includes(i) ? 2.5 : 1))
    d[100] = 3
    const back = d.map((_, i) => (i >= 100 && i < 106 ? 5 : 2))
    const s = samples(
      d.map(() => 1),
      d,
    )
    expect([...findCuts(s, back, new Set(), 6)]).toEqual([])
    expect([...findCuts(s, back, new Set([100]), 6)]).toEqual([100])
    expect([...findCuts(s, back, new Set([120]), 6)]).toEqual([])
  })

  it('on a dark screen, a lone sprite change the picture comes back from is no cut', () => {
    const d = Array.from({ length: 200 }, (_, i) => 1 + (i % 4) * 0.2)
    d[100] = 4
    const back = d.map(() => 2)
    expect(cutsOf(d, back)).toEqual([])
  })

  it('a shaking screen (several big changes in a row) is no cut', () => {
    const d = [...calm]
    ;[10, 11, 12].forEach((i) => (d[i] = 60))
    const back = d.map((_, i) => (i >= 10 && i < 18 ? 60 : 2))
    expect(cutsOf(d, back)).toEqual([])
  })

  it('a flash of a few frames comes back to the old scene: no cut', () => {
    const d = [...calm]
    ;[10, 11, 12, 13].forEach((i) => (d[i] = 80))
    const back = d.map((_, i) => (i >= 10 && i < 14 ? 80 : 2))
    expect(cutsOf(d, back)).toEqual([])
  })

  it('a flickering flash compared with its own first frame is no cut', () => {
    const d = [...calm]
    ;[10, 12].forEach((i) => (d[i] = 80))
    // Sample 16 differs from sample 10 (a flash frame), not from the scene before the flash.
    const back = d.map((_, i) => (i === 10 || i === 12 || i === 16 ? 80 : 2))
    expect(cutsOf(d, back)).toEqual([])
  })
})

describe('frozenAnomalies', () => {
  const values = Array.from({ length: 90 }, (_, i) => 100 + i * 10)
  /** Anomaly kinds over a constant score with picture changes `d`; sample 40 clearly moves `changed`. */
  const stillKinds = (d: number[], changed?: number): string[] => {
    const s = samples(
      values.map(() => 100),
      d,
    )
    if (changed !== undefined) s[40] = { ...s[40]!, changed }
    return frozenAnomalies(s, consensus(s, 5).story, facts).map((a) => a.kind)
  }

  it('identical pictures for over a second are frozen footage', () => {
    const d = values.map((_, i) => (i > 20 && i <= 60 ? 0 : 4))
    expect(stillKinds(d)).toEqual(['frozen'])
  })

  it('a counter that keeps changing over a frozen picture is also an overlay', () => {
    const d = values.map((_, i) => (i > 20 && i <= 60 ? 0 : 4))
    const s = samples(values, d)
    expect(frozenAnomalies(s, consensus(s, 5).story, facts).map((a) => a.kind)).toEqual([
      'frozen',
      'overlay',
    ])
  })

  it('a keyframe refreshing the frozen picture once does not end it', () => {
    const d = values.map((_, i) => (i === 40 ? 1.5 : i > 20 && i <= 60 ? 0 : 4))
    expect(stillKinds(d)).toEqual(['frozen'])
  })

  it('a keyframe re-coding the frozen picture (every cell a little, few clearly) does not end it', () => {
    const d = values.map((_, i) => (i === 40 ? 2.5 : i > 20 && i <= 60 ? 0 : 4))
    expect(stillKinds(d, 0.003)).toEqual(['frozen'])
  })

  it('a keyframe re-coding the frozen picture by more, with under 1% of cells clearly changed, does not end it', () => {
    // frozen-004: 2.61 levels on average, 0.53% of the cells clearly changed.
    const d = values.map((_, i) => (i === 40 ? 2.61 : i > 20 && i <= 60 ? 0 : 4))
    expect(stillKinds(d, 0.0053)).toEqual(['frozen'])
  })

  it("a freeze inside slow play is judged against the video's own motion", () => {
    const slow = [0.7, 1, 1.1]
    const d = values.map((_, i) => (i > 20 && i <= 60 ? 0 : slow[i % 3]!))
    expect(stillKinds(d)).toEqual(['frozen'])
  })

  it('two still moments with play between them are not frozen footage', () => {
    const d = values.map((_, i) => (i === 40 ? 4 : i > 20 && i <= 60 ? 0 : 4))
    expect(stillKinds(d)).toEqual([])
  })

  it('a nearly still game, whose sprites still move a little, is not frozen footage', () => {
    // Real tenmado's slow moment: over a second under the still threshold, but not repeated frames.
    const slow = [0.35, 0.25, 0.5, 0.4]
    const d = values.map((_, i) => (i > 20 && i <= 60 ? slow[i % 4]! : 4))
    expect(stillKinds(d)).toEqual([])
  })

  it('a game coming to a halt and moving again is frozen only between its repeated frames', () => {
    // Real tenmado upscaled to 1080p60: 0.8 s of identical frames inside a second of slow motion.
    const slow = [0.35, 0.25, 0.5, 0.4]
    const halt = (i: number): number => (i > 28 && i <= 52 ? 0 : slow[i % 4]!)
    expect(stillKinds(values.map((_, i) => (i > 20 && i <= 60 ? halt(i) : 4)))).toEqual([])
    const longer = (i: number): number => (i > 24 && i <= 56 ? 0 : slow[i % 4]!)
    expect(stillKinds(values.map((_, i) => (i > 20 && i <= 60 ? longer(i) : 4)))).toEqual([
      'frozen',
    ])
  })

  it('repeated frames are timed by their frames, not counted in samples', () => {
    // Real tenmado with grain, x264 crf 30: 0.93 s of repeated frames in 23 samples, 23 a second.
    const dense = { ...facts, rate: 25 }
    const still = (last: number) => {
      const d = values.map((_, i) => (i > 20 && i <= last ? 0 : 4))
      const s = samples(
        values.map(() => 100),
        d,
      )
      return frozenAnomalies(s, consensus(s, 5).story, dense).map((a) => a.kind)
    }
    expect(still(46)).toEqual([])
    expect(still(53)).toEqual(['frozen'])
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

describe('rescaleAnomalies', () => {
  const values = Array.from({ length: 120 }, () => 100)
  const full: LitBox = [0, 63, 0, 47]
  const shrunk: LitBox = [10, 53, 7, 40]

  it('the picture shrunk onto black borders from a frame on is a format change there', () => {
    const s = samples(values, undefined, (k) => (k < 70 ? full : shrunk))
    expect(rescaleAnomalies(s, facts)).toEqual([
      {
        frame: 70,
        kind: 'format_change',
        detail: 'the picture is rescaled to 70% of its size inside the frame',
      },
    ])
  })

  it('a dark scene lit only in one part, or all black, is no rescale', () => {
    const dark: LitBox = [20, 40, 2, 45]
    const s = samples(values, undefined, (k) => (k < 70 ? full : k < 90 ? dark : null))
    expect(rescaleAnomalies(s, facts)).toEqual([])
  })

  it('a smaller area lit one way, then another (a game-over text), is no rescale', () => {
    const text: LitBox = [12, 63, 9, 44]
    const line: LitBox = [20, 55, 15, 38]
    const s = samples(values, undefined, (k) => (k < 70 ? full : k % 3 ? text : line))
    expect(rescaleAnomalies(s, facts)).toEqual([])
  })

  it('a dark game rescaled, lit as unevenly after as before, is a format change', () => {
    const dim = (b: LitBox): LitBox => [b[0] + 5, b[1] - 5, b[2] + 4, b[3] - 3]
    const s = samples(values, undefined, (k) => {
      const box = k < 70 ? full : shrunk
      return k % 3 ? box : dim(box)
    })
    expect(rescaleAnomalies(s, facts).map((a) => a.kind)).toEqual(['format_change'])
  })

  it('a passing shrink (a transition that comes back) is no rescale', () => {
    const s = samples(values, undefined, (k) => (k >= 50 && k < 60 ? shrunk : full))
    expect(rescaleAnomalies(s, facts)).toEqual([])
  })
})

describe('lostRunAnomalies', () => {
  const penalty = 36
  /** Samples read at a modest confidence, as the consensus gets them. */
  const modest = (values: (number | null)[]) => {
    const s = samples(values).map((x) => ({ ...x, confidence: 0.2 }))
    return { s, readings: s.map((x) => ({ k: x.k, value: x.value, confidence: x.confidence })) }
  }
  const lost = (values: (number | null)[]): string[] => {
    const { readings } = modest(values)
    return lostRunAnomalies(readings, consensus(readings, penalty), penalty, 45, facts).map(
      (a) => `${a.kind}@${a.frame}`,
    )
  }
  const first = Array.from({ length: 60 }, (_, i) => 4410 + Math.floor(i / 3) * 10)
  const second = Array.from({ length: 114 }, (_, i) => 450 + Math.floor(i / 3) * 10)

  it('a rising run the consensus could not afford to keep, then a lower one, is a score decrease', () => {
    const { s, readings } = modest([...first, ...second])
    const agreed = consensus(readings, penalty)
    expect(agreed.story[0]!.value).toBe(450)
    expect(storyAnomalies(agreed.story, s, new Set(), facts)).toEqual([])
    expect(lost([...first, ...second])).toEqual(['score_decrease@60'])
  })

  it('the start of a second run, left off with the end of the first, is a score decrease', () => {
    // The end of a first run (two rises only), a second run counting up from a lower value, then
    // a long misread stretch of that second run the consensus keeps (read lower still).
    const end = Array.from(
      { length: 90 },
      (_, i) => [1401300, 1416300, 1417000][Math.floor(i / 30)]!,
    )
    const start = Array.from({ length: 60 }, (_, i) => 140100 + Math.floor(i / 3) * 200)
    const misread = Array<number>(200).fill(100100)
    expect(lost([...end, ...start, ...misread])).toEqual(['score_decrease@150'])
    // Without the second run's start, the end of the first (two rises over three seconds) is a
    // lost run of its own; a stretch that rises once is not.
    expect(lost([...end, ...misread])).toEqual(['score_decrease@90'])
    expect(lost([...end.slice(0, 60), ...misread])).toEqual([])
  })

  it('flickering misreads before the counter are no lost run', () => {
    const flicker = first.map((v, i) => (i % 2 ? v : 9000 - v))
    expect(lost([...flicker, ...second])).toEqual([])
  })

  it('a stretch of other text (its digit count changing) before the counter is no lost run', () => {
    const intro = Array.from(
      { length: 60 },
      (_, i) => [5, 300, 320, 937, 10_000_000][Math.floor(i / 12)]!,
    )
    expect(lost([...intro, ...second])).toEqual([])
  })

  it('one play read from start to end raises nothing', () => {
    expect(lost(second)).toEqual([])
  })

  it('a stretch reading its neighbours with one digit misread is no lost run', () => {
    // clean-004 shaded top to bottom: its 3s read as 1 for a while, 32,530 as 12,510.
    const held = (value: number, n: number) => Array<number>(n).fill(value)
    const misread = (values: number[]) => values.flatMap((v) => held(v, 20))
    const [before, after] = [held(32530, 80), held(32570, 100)]
    expect(lost([...before, ...misread([12510, 12540, 12570]), ...after])).toEqual([])
    // Another play's values (two digits differ the other way) are a run of their own.
    expect(lost([...before, ...misread([12410, 12440, 12470]), ...after])).toEqual([
      'score_decrease@80',
    ])
  })
})

describe('misreadDigit', () => {
  it('is one digit read as one other digit wherever the two numbers differ', () => {
    expect(misreadDigit(12510, 32530)).toBe(true)
    expect(misreadDigit(32570, 32570)).toBe(false)
    expect(misreadDigit(12410, 32530)).toBe(false)
    expect(misreadDigit(2510, 32530)).toBe(false)
  })
})
