import { describe, expect, it } from 'vitest'
import type { CompetitionEvent, Home } from '@app/shared'
import { PLACEHOLDER_HOME } from '../home-data'
import { latestPastEvent, toHomeEvent, withPlaceholders } from './get-home'

const card = {
  logo: null,
  background: null,
  title: 'events.season0.title',
  subTitle: 'events.season0.subTitle',
  day: 25,
  month: 10,
  year: 2025,
  showLogo: false,
  showBackground: false,
  showTitle: true,
  showSubTitle: true,
  showDay: true,
  showMonth: true,
  showYear: true,
}

const event = (id: string, status: CompetitionEvent['status'], endsAt: string) =>
  ({ id, status, endsAt, startsAt: '2025-01-01T00:00:00Z', card }) as CompetitionEvent

describe('home data', () => {
  it('turns an event into its carousel card, year only when the day is not announced', () => {
    expect(toHomeEvent(event('season0', 'past', '2026-01-01T00:00:00Z'))).toEqual({
      id: 'season0',
      title: 'events.season0.title',
      subTitle: 'events.season0.subTitle',
      date: '2025-10-25',
    })
    const yearly = { ...event('season1', 'running', ''), card: { ...card, showDay: false } }
    expect(toHomeEvent(yearly).date).toBe('2025')
  })

  it('picks the past event that ended last', () => {
    const events = [
      event('a', 'past', '2025-06-01T00:00:00Z'),
      event('b', 'past', '2026-01-01T00:00:00Z'),
      event('c', 'running', '2027-01-01T00:00:00Z'),
    ]
    expect(latestPastEvent(events)?.id).toBe('b')
    expect(latestPastEvent([events[2]!])).toBeNull()
  })

  it('keeps real sections and fills empty ones with the placeholder look', () => {
    const home: Home = { events: [], topPilots: [], topGames: [], bestPilots: [] }
    const filled = withPlaceholders(home)
    expect(filled.events).toEqual([PLACEHOLDER_HOME.events[0]])
    expect(filled.topGames).toBe(PLACEHOLDER_HOME.topGames)
    const real = { ...home, topGames: [{ ...PLACEHOLDER_HOME.topGames[0]!, topScore: 9 }] }
    expect(withPlaceholders(real).topGames[0]?.topScore).toBe(9)
  })
})
