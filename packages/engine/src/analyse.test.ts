import { describe, expect, it } from 'vitest'
import { analyseSamples } from './analyse.ts'
import type { SampleRecord } from './plan/samples.ts'

const N = 300

/** 10 s at 30 samples a second of a counter rising by 100 every 10 samples, read surely. */
function run(last: { value: number; confidence: number }): SampleRecord[] {
  return Array.from({ length: N }, (_, k) => {
    const end = k >= N - 3
    const value = end ? last.value : 100 * Math.floor(k / 10)
    return {
      k,
      frame: k,
      value,
      digits: String(value).padStart(5, '0'),
      confidence: end ? last.confidence : 0.9,
      textHeight: 28,
      inkLevel: 200,
      x0: 0,
      x1: 80,
      diff: 3,
      diffOutside: 3,
      changed: 0.05,
      lit: [0, 63, 0, 35],
    }
  })
}

const analyse = (records: SampleRecord[]) =>
  analyseSamples(
    records,
    records.map(() => 3),
    records.map((r) => ({ n: r.k, pts: r.k / 30, width: 640, height: 480 })),
    { fps: 30, rate: 30, frames: records.map((r) => r.frame), textScale: 1 },
  )

describe('analyseSamples', () => {
  it('validates a best score read as surely as the rest', () => {
    const r = analyse(run({ value: 3000, confidence: 0.9 }))
    expect([r.maxScore, r.verdict]).toEqual([3000, 'valid'])
  })

  it('leaves to a moderator a best score read weakly, however surely the rest was read', () => {
    const r = analyse(run({ value: 3000, confidence: 0.2 }))
    expect(r.maxScore).toBe(3000)
    expect(r.verdict).toBe('uncertain')
    expect(r.confidence).toBeCloseTo(0.2)
    expect(r.message).toContain('confidence 20%')
  })
})
