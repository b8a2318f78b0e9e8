import { describe, expect, it } from 'vitest'
import type { TimelinePoint } from '@app/shared'
import { isClock } from './clock.ts'

const point = (frame: number, score: number | null): TimelinePoint => ({
  frame,
  score,
  confidence: 0.9,
})

/** Readings every other frame of a frame counter, with its misreads (as real overlays read). */
function frameCounter(frames: number, misread: (frame: number) => number | null = () => null) {
  return Array.from({ length: frames / 2 }, (_, i) => point(2 * i, misread(2 * i) ?? 2 * i))
}

describe('isClock', () => {
  it('takes a frame counter for a clock, through a tenth of misreads and a frame of lag', () => {
    expect(isClock(frameCounter(900), 30)).toBe(true)
    // Real geki2 under a test pattern: a glyph beside the counter joins it over the last 7%.
    const joined = (f: number) => (f > 830 ? f * 10 + 6 : null)
    expect(isClock(frameCounter(900, joined), 30)).toBe(true)
    expect(
      isClock(
        frameCounter(900, (f) => (f % 6 === 0 ? f - 1 : null)),
        30,
      ),
    ).toBe(true)
  })

  it('takes a timer in milliseconds for a clock, and unread stretches do not count', () => {
    const timer = Array.from({ length: 300 }, (_, i) =>
      point(3 * i, i % 10 === 0 ? null : Math.round((3 * i * 1000) / 30)),
    )
    expect(isClock(timer, 30)).toBe(true)
  })

  it('does not take a score for one: it stands still between kills and bonuses differ', () => {
    // 100 points a kill every 20-40 frames, a 2000 bonus every 300: rises of many sizes.
    let score = 0
    const run = Array.from({ length: 450 }, (_, i) => {
      if (i % (10 + (i % 7) * 2) === 0) score += 100
      if (i % 150 === 149) score += 2000
      return point(2 * i, score)
    })
    expect(isClock(run, 30)).toBe(false)
  })

  it('does not take a score rising by the same kill every two seconds for one', () => {
    // Steady, but a staircase: its readings stand still between the steps.
    const steps = Array.from({ length: 450 }, (_, i) =>
      point(2 * i, Math.floor((2 * i) / 60) * 500),
    )
    expect(isClock(steps, 30)).toBe(false)
  })

  it('needs a rising counter read for 20 s or more', () => {
    expect(isClock(frameCounter(540), 30)).toBe(false)
    expect(
      isClock(
        Array.from({ length: 450 }, (_, i) => point(2 * i, 4000)),
        30,
      ),
    ).toBe(false)
    expect(
      isClock(
        Array.from({ length: 450 }, (_, i) => point(2 * i, null)),
        30,
      ),
    ).toBe(false)
  })
})
