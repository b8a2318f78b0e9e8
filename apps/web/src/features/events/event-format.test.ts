import { describe, expect, it } from 'vitest'
import { cardDateParts, eventWindow, groupByStatus, ordinalKey, seedOf } from './event-format'

describe('ordinalKey', () => {
  it.each([
    [1, 'one'],
    [2, 'two'],
    [3, 'few'],
    [4, 'other'],
    [11, 'other'],
    [12, 'other'],
    [13, 'other'],
    [21, 'one'],
    [22, 'two'],
    [23, 'few'],
    [111, 'other'],
  ])('English rank %i takes %s', (rank, key) => {
    expect(ordinalKey(rank, 'en')).toBe(key)
  })

  it('falls back to other in languages without ordinal forms', () => {
    expect(ordinalKey(1, 'ja')).toBe('other')
  })
})

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
