import { describe, expect, it } from 'vitest'
import { timeAgo } from './time-ago'

const NOW = Date.parse('2026-11-21T12:00:00Z')
const ago = (seconds: number, language = 'en') =>
  timeAgo(new Date(NOW - seconds * 1000).toISOString(), language, NOW)

describe('timeAgo', () => {
  it('says now under a minute, and for clocks slightly ahead', () => {
    expect(ago(30)).toBe('now')
    expect(ago(-5)).toBe('now')
  })

  it('picks the largest whole unit', () => {
    expect(ago(5 * 60)).toBe('5 minutes ago')
    expect(ago(3 * 3600 + 59 * 60)).toBe('3 hours ago')
    expect(ago(24 * 3600)).toBe('yesterday')
    expect(ago(15 * 24 * 3600)).toBe('2 weeks ago')
    expect(ago(400 * 24 * 3600)).toBe('last year')
  })

  it('speaks the interface language', () => {
    expect(ago(2 * 3600, 'pt')).toBe('há 2 horas')
  })
})
