import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  EventListSchema,
  HomeSchema,
  type CompetitionEvent,
  type Home,
  type HomeEvent,
} from '@app/shared'
import { api } from '@/lib/api-client'
import { PLACEHOLDER_HOME } from '../home-data'

const pad = (value: number) => String(value).padStart(2, '0')

/** A carousel card from an event: its card texts and the date as announced. */
export function toHomeEvent({ id, card }: CompetitionEvent): HomeEvent {
  const exact = card.showDay && card.showMonth
  const date = exact ? `${card.year}-${pad(card.month)}-${pad(card.day)}` : String(card.year)
  return { id, title: card.title, subTitle: card.subTitle, date }
}

/** The past event that ended last, or null. */
export function latestPastEvent(events: CompetitionEvent[]): CompetitionEvent | null {
  const past = events.filter((event) => event.status === 'past')
  return past.reduce<CompetitionEvent | null>(
    (latest, event) => (!latest || event.endsAt > latest.endsAt ? event : latest),
    null,
  )
}

/** Sections the server has nothing for keep the spec's placeholder look (dashes and zeros). */
export function withPlaceholders(home: Home): Home {
  return {
    ...home,
    events: home.events.length > 0 ? home.events : PLACEHOLDER_HOME.events.slice(0, 1),
    topGames: home.topGames.length > 0 ? home.topGames : PLACEHOLDER_HOME.topGames,
    bestPilots: home.bestPilots.length > 0 ? home.bestPilots : PLACEHOLDER_HOME.bestPilots,
  }
}

/**
 * GET /api/home: running and upcoming events, the Global X top 5, the most played games and the
 * best pilot of each mode. With no running or upcoming event, the carousel shows the latest past
 * one (from GET /api/events) so it is never empty.
 */
export async function getHome(): Promise<Home> {
  const home = HomeSchema.parse((await api.get('/home')).data)
  if (home.events.length === 0) {
    const list = EventListSchema.parse(
      (await api.get('/events', { params: { status: 'past' } })).data,
    )
    const latest = latestPastEvent(list.events)
    if (latest) home.events = [toHomeEvent(latest)]
  }
  return withPlaceholders(home)
}

export const getHomeQueryOptions = () =>
  queryOptions({ queryKey: ['home'], queryFn: getHome, staleTime: 30_000 })

export function useHome() {
  return useQuery(getHomeQueryOptions())
}
