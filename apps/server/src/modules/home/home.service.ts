import { findGame, MODES, type CompetitionEvent, type Home, type HomeEvent } from '@app/shared'
import { toPilotCard } from '../players/pilot-card.ts'
import type { GlobalRankingRepository } from '../rankings/global-ranking.repository.ts'
import type { RankingsRepository } from '../rankings/rankings.repository.ts'
import { modeLabel, toGlobalEntry } from '../rankings/rankings.service.ts'
import type { HomeRepository } from './home.repository.ts'
import { memoizeFor } from './memo.ts'

export const HOME_TOP_PILOTS = 5
export const HOME_TOP_GAMES = 3
/** The HI-SCORE mode: the top score shown beside each most played game. */
const HI_SCORE_MODE = 1

export interface HomeServiceDeps {
  repo: HomeRepository
  rankings: RankingsRepository
  globalRepo: GlobalRankingRepository
  /** Events from the events module; the carousel shows those not over yet. */
  events: () => Promise<CompetitionEvent[]>
  /** How long one answer is reused (the home page is the same for every visitor). */
  cacheMs?: number
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The carousel card: translation keys and the date as announced (`YYYY-MM-DD` or `YYYY`). */
export function toHomeEvent(event: CompetitionEvent): HomeEvent {
  const { card } = event
  const exact = card.showDay && card.showMonth
  return {
    id: event.id,
    title: card.title,
    subTitle: card.subTitle,
    date: exact ? `${card.year}-${pad(card.month)}-${pad(card.day)}` : String(card.year),
  }
}

export function createHomeService(deps: HomeServiceDeps) {
  const { repo, rankings, globalRepo } = deps

  async function topGames(): Promise<Home['topGames']> {
    const games = await repo.mostPlayed(HOME_TOP_GAMES)
    return Promise.all(
      games.map(async ({ gameId, approvedRuns }) => {
        const [top] = await rankings.page({ gameId, modeId: HI_SCORE_MODE }, 0, 1)
        return {
          gameId,
          title: findGame(gameId)?.title ?? `Game ${gameId}`,
          approvedRuns,
          topScore: top?.score ?? null,
          topPilot: top ? toPilotCard(top) : null,
        }
      }),
    )
  }

  async function bestPilots(): Promise<Home['bestPilots']> {
    return Promise.all(
      MODES.map(async (mode) => {
        const best = await globalRepo.bestOfMode(mode.id)
        return {
          modeId: mode.id,
          mode: modeLabel(mode.id),
          pilot: best ? toPilotCard(best) : null,
          xPoints: best?.xPoints ?? 0,
        }
      }),
    )
  }

  async function load(): Promise<Home> {
    const [events, top, games, best] = await Promise.all([
      deps.events(),
      globalRepo.page(0, HOME_TOP_PILOTS),
      topGames(),
      bestPilots(),
    ])
    return {
      events: events.filter((event) => event.status !== 'past').map(toHomeEvent),
      topPilots: top.map((row, index) => toGlobalEntry(row, index + 1)),
      topGames: games,
      bestPilots: best,
    }
  }

  /** The home figures as JSON text (serialised once per reload, the same for every visitor). */
  return { json: memoizeFor(deps.cacheMs ?? 0, async () => JSON.stringify(await load())) }
}
export type HomeService = ReturnType<typeof createHomeService>
