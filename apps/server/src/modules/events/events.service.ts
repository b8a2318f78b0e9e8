import type {
  CompetitionEvent,
  EventLeaderboard,
  EventSeeding,
  EventStatus,
  LeaderboardQuery,
  UserBadges,
} from '@app/shared'
import { notFound } from '../../lib/errors.ts'
import { toPilotCard } from '../players/pilot-card.ts'
import type { BadgesRepository } from './badges.repository.ts'
import type { BestRunRow, EventWithBadge, EventsRepository } from './events.repository.ts'

/** Most entries a leaderboard board returns. */
export const LEADERBOARD_LIMIT = 500

export interface EventsServiceDeps {
  repo: EventsRepository
  badgesRepo: BadgesRepository
  now?: () => Date
}

export function eventStatus(event: { startsAt: Date; endsAt: Date }, now: Date): EventStatus {
  if (now < event.startsAt) return 'upcoming'
  return now < event.endsAt ? 'running' : 'past'
}

function toEvent({ event, badge }: EventWithBadge, now: Date): CompetitionEvent {
  return {
    id: event.id,
    status: eventStatus(event, now),
    title: event.titleKey,
    description: event.descriptionKey,
    rules: event.rulesKey,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    gameId: event.gameId,
    badge: badge && { code: badge.code, name: badge.nameKey, description: badge.descriptionKey },
    seedingFrom: event.seedingFromId,
    card: {
      logo: event.cardLogo,
      background: event.cardBackground,
      title: event.cardTitleKey,
      subTitle: event.cardSubTitleKey,
      day: event.cardDay,
      month: event.cardMonth,
      year: event.cardYear,
      showLogo: event.showLogo,
      showBackground: event.showBackground,
      showTitle: event.showTitle,
      showSubTitle: event.showSubTitle,
      showDay: event.showDay,
      showMonth: event.showMonth,
      showYear: event.showYear,
    },
  }
}

/** Splits ranked rows (ordered by game, mode, rank) into one board per game and mode. */
function toBoards<T>(rows: BestRunRow[], entry: (row: BestRunRow) => T) {
  const boards: { gameId: number; modeId: number; entries: T[] }[] = []
  for (const row of rows) {
    let board = boards.at(-1)
    if (!board || board.gameId !== row.gameId || board.modeId !== row.modeId) {
      board = { gameId: row.gameId, modeId: row.modeId, entries: [] }
      boards.push(board)
    }
    board.entries.push(entry(row))
  }
  return boards
}

/** Events and seasons by the server clock, their leaderboards, seeding and badges. */
export function createEventsService(deps: EventsServiceDeps) {
  const { repo } = deps
  const now = deps.now ?? (() => new Date())

  async function find(id: string) {
    const found = await repo.find(id)
    if (!found) throw notFound(`Event '${id}' not found`)
    return found
  }

  return {
    async list(status?: EventStatus) {
      const at = now()
      const all = (await repo.list()).map((row) => toEvent(row, at))
      return {
        now: at.toISOString(),
        events: status ? all.filter((e) => e.status === status) : all,
      }
    },
    get: async (id: string) => toEvent(await find(id), now()),

    async leaderboard(id: string, query: LeaderboardQuery): Promise<EventLeaderboard> {
      const { event } = await find(id)
      const rows = await repo.bestRuns({ ...event, ...query }, LEADERBOARD_LIMIT)
      const boards = toBoards(rows, (row) => ({
        ...toPilotCard(row),
        rank: row.rank,
        score: row.score,
        submissionId: row.submissionId,
        submittedAt: row.submittedAt.toISOString(),
        approvedAt: row.approvedAt.toISOString(),
      }))
      return { eventId: id, boards }
    },

    /** Seeds per game and mode: the source event's final ranks, in order. */
    async seeding(id: string): Promise<EventSeeding> {
      const { event } = await find(id)
      if (!event.seedingFromId) return { eventId: id, sourceEventId: null, boards: [] }
      const source = await find(event.seedingFromId)
      const rows = await repo.bestRuns(source.event, null)
      const boards = toBoards(rows, (row) => ({
        ...toPilotCard(row),
        seed: row.rank,
        score: row.score,
      }))
      return {
        eventId: id,
        sourceEventId: source.event.id,
        boards: boards.map(({ entries, ...board }) => ({ ...board, seeds: entries })),
      }
    },

    async badges(userId: string): Promise<UserBadges> {
      const badges = await deps.badgesRepo.listForUser(userId)
      if (!badges) throw notFound('Pilot not found')
      return {
        userId,
        badges: badges.map((badge) => ({ ...badge, awardedAt: badge.awardedAt.toISOString() })),
      }
    },
  }
}
export type EventsService = ReturnType<typeof createEventsService>
