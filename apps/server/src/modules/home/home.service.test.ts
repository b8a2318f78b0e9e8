import { describe, expect, it } from 'vitest'
import type { CompetitionEvent, Home } from '@app/shared'
import type { GlobalRankingRepository } from '../rankings/global-ranking.repository.ts'
import type { RankingsRepository } from '../rankings/rankings.repository.ts'
import type { HomeRepository } from './home.repository.ts'
import { createHomeService, toHomeEvent } from './home.service.ts'

const event = (
  id: string,
  status: CompetitionEvent['status'],
  exactDay: boolean,
): CompetitionEvent => ({
  id,
  status,
  title: `events.${id}.title`,
  description: '',
  rules: '',
  startsAt: '2025-10-25T00:00:00.000Z',
  endsAt: '2026-01-01T00:00:00.000Z',
  gameId: null,
  badge: null,
  seedingFrom: null,
  card: {
    logo: null,
    background: null,
    title: `events.${id}.card.title`,
    subTitle: `events.${id}.card.subTitle`,
    day: 5,
    month: 3,
    year: 2026,
    showLogo: false,
    showBackground: false,
    showTitle: true,
    showSubTitle: true,
    showDay: exactDay,
    showMonth: exactDay,
    showYear: true,
  },
})

describe('toHomeEvent', () => {
  it('gives the carousel card with the date as announced', () => {
    expect(toHomeEvent(event('season0', 'upcoming', true))).toEqual({
      id: 'season0',
      title: 'events.season0.card.title',
      subTitle: 'events.season0.card.subTitle',
      date: '2026-03-05',
    })
    expect(toHomeEvent(event('season1', 'running', false)).date).toBe('2026')
  })
})

describe('home events', () => {
  it('shows the events that are not over yet', async () => {
    const empty = async () => []
    const home = createHomeService({
      repo: { mostPlayed: empty } as unknown as HomeRepository,
      rankings: { page: empty } as unknown as RankingsRepository,
      globalRepo: {
        page: empty,
        bestOfMode: async () => null,
      } as unknown as GlobalRankingRepository,
      events: async () => [
        event('season0', 'past', true),
        event('season1', 'running', false),
        event('season2', 'upcoming', true),
      ],
    })
    const figures = JSON.parse(await home.json()) as Home
    expect(figures.events.map((card) => card.id)).toEqual(['season1', 'season2'])
  })
})
