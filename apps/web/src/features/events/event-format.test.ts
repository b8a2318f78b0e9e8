import { describe, expect, it } from 'vitest'
import { cardDateParts, eventWindow, groupByStatus, seedOf } from './event-format'

describe('eventWindow', () => {
  it('shows the last day of a [start, end) window', () => {
    const window = eventWindow(
      { startsAt: '2025-10-25T00:00:00.000Z', endsAt: '2026-01-01T00:00:00.000Z' },
      'en',
    )
    expect(window).toEqual({ start: 'Oct 25, 2025', end: 'Dec 31, 2025' })
  })
})

describe('cardDateParts', () => {
  it('names the month in the interface language', () => {
    const card = { day: 5, month: 10, year: 2025 }
    expect(cardDateParts(card as never, 'en')).toEqual({ day: '05', month: 'Oct', year: '2025' })
    expect(cardDateParts(card as never, 'pt').month).toBe('out')
  })
})

describe('groupByStatus', () => {
  it('keeps the order of each status', () => {
    const events = [
      { id: 'a', status: 'past' as const },
      { id: 'b', status: 'running' as const },
      { id: 'c', status: 'past' as const },
    ]
    expect(groupByStatus(events)).toEqual({
      running: [events[1]],
      upcoming: [],
      past: [events[0], events[2]],
    })
  })
})

describe('seedOf', () => {
  it('is stable and tells ids apart', () => {
    expect(seedOf('season0')).toBe(seedOf('season0'))
    expect(seedOf('season0')).not.toBe(seedOf('season1'))
  })
})
