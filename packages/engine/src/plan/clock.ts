import type { TimelinePoint } from '@app/shared'
import { median } from './samples.ts'

/**
 * Fewest seconds of readings a clock is judged on: over a few seconds a score can rise steadily
 * too (a laser held on a boss that scores every hit).
 */
const MIN_SECONDS = 20
/** The rate is measured over spans of this share of the read part of the video. */
const SPAN_SHARE = 1 / 20
/** Fewest spans a clock is judged on. */
const MIN_SPANS = 20
/** A span's rate this close to the median rate (a share of it) is the clock's own rate. */
const RATE_SLACK = 0.1
/** Share of the spans that must rise at the clock's own rate (clocks: 0.72-0.81; scores: 0.16 at most). */
const STEADY_SHARE = 0.5
/** A reading this close to the clock's line (a share of its rise over the video) is on it. */
const LINE_SLACK = 0.02
/** Share of the readings that must be on the line (clocks: 0.88-0.98; scores: 0.59 at most). */
const ON_LINE_SHARE = 0.8

type Reading = TimelinePoint & { score: number }

/**
 * Whether the counter read is a clock rather than a score: a stream overlay's frame counter, a
 * speedrun timer (under a minute, before its digits wrap). A clock rises by the same amount over
 * every twentieth of the video and its readings lie on one line; a score stands still between
 * kills and rises by bonuses of many sizes. Judged over 20 s of readings or more (`fps` gives the
 * timeline's frames in seconds). The rate is measured over spans rather than between
 * neighbouring readings, so that a reading a frame early or late, or a misread, moves few rates.
 */
export function isClock(timeline: TimelinePoint[], fps: number): boolean {
  const read = timeline.filter((p): p is Reading => p.score !== null)
  const frames = read.length > 1 ? read[read.length - 1]!.frame - read[0]!.frame : 0
  if (frames <= 0 || frames < MIN_SECONDS * fps) return false
  const rates = spanRates(read, frames * SPAN_SHARE)
  if (rates.length < MIN_SPANS) return false
  const rate = median(rates)
  if (rate <= 0) return false
  const steady = rates.filter((r) => Math.abs(r - rate) <= rate * RATE_SLACK).length
  const start = median(read.map((p) => p.score - rate * p.frame))
  const slack = rate * frames * LINE_SLACK
  const onLine = read.filter((p) => Math.abs(p.score - start - rate * p.frame) <= slack).length
  return steady >= rates.length * STEADY_SHARE && onLine >= read.length * ON_LINE_SHARE
}

/** The rise per frame from each reading to the first one at least `span` frames later. */
function spanRates(read: Reading[], span: number): number[] {
  const rates: number[] = []
  for (let i = 0, j = 0; i < read.length; i++) {
    while (j < read.length && read[j]!.frame < read[i]!.frame + span) j++
    if (j === read.length) break
    rates.push((read[j]!.score - read[i]!.score) / (read[j]!.frame - read[i]!.frame))
  }
  return rates
}
