import {
  findGame,
  MODES,
  tierForXPoints,
  type GlobalRankingEntry,
  type GlobalRankingPage,
  type GlobalRankingQuery,
  type RankingPage,
  type RankingQuery,
} from '@app/shared'
import { unauthorized } from '../../lib/errors.ts'
import { toPilotCard } from '../players/pilot-card.ts'
import type { GlobalRankingRepository, GlobalRow } from './global-ranking.repository.ts'
import type { Board, BoardRow, RankingsRepository } from './rankings.repository.ts'

export const modeLabel = (modeId: number) =>
  MODES.find((mode) => mode.id === modeId)?.label ?? `Mode ${modeId}`

/** Whose page to show: `user=<id>`, or the caller for `around=me` (which needs a session). */
function locatedPilot(
  query: { around?: 'me' | undefined; user?: string | undefined },
  viewerId: string | null,
) {
  if (query.user) return query.user
  if (query.around !== 'me') return null
  if (!viewerId) throw unauthorized('Sign in to find your place in the ranking.')
  return viewerId
}

/** The page that holds `rank`, or the asked page when the pilot is unranked. */
const pageOf = (rank: number | null, limit: number, asked: number) =>
  rank === null ? asked : Math.ceil(rank / limit)

export function toGlobalEntry(row: GlobalRow, rank: number): GlobalRankingEntry {
  return {
    ...toPilotCard(row),
    rank,
    xPoints: row.xPoints,
    tier: tierForXPoints(row.xPoints),
    level: row.level,
    xp: row.xp,
  }
}

function toBoardEntry(row: BoardRow, rank: number) {
  return {
    ...toPilotCard(row),
    rank,
    score: row.score,
    gameId: row.gameId,
    game: findGame(row.gameId)?.title ?? `Game ${row.gameId}`,
    modeId: row.modeId,
    mode: modeLabel(row.modeId),
    approvedAt: row.approvedAt.toISOString(),
    xPoints: row.xPoints,
  }
}

export function createRankingsService(deps: {
  repo: RankingsRepository
  globalRepo: GlobalRankingRepository
}) {
  const { repo, globalRepo } = deps
  return {
    async board(query: RankingQuery, viewerId: string | null): Promise<RankingPage> {
      const board: Board = { gameId: query.game, modeId: query.mode }
      const target = locatedPilot(query, viewerId)
      let pilot: RankingPage['pilot'] = null
      if (target) {
        const entry = await repo.entryOf(board, target)
        pilot = { userId: target, rank: entry ? await repo.rankOfEntry(board, entry) : null }
      }
      const page = pageOf(pilot?.rank ?? null, query.limit, query.page)
      const offset = (page - 1) * query.limit
      const [rows, total] = await Promise.all([
        repo.page(board, offset, query.limit),
        repo.total(board),
      ])
      const entries = rows.map((row, index) => toBoardEntry(row, offset + index + 1))
      return { ...board, page, limit: query.limit, total, pilot, entries }
    },

    async global(query: GlobalRankingQuery, viewerId: string | null): Promise<GlobalRankingPage> {
      const target = locatedPilot(query, viewerId)
      const pilot = target ? { userId: target, rank: await globalRepo.rankOf(target) } : null
      const page = pageOf(pilot?.rank ?? null, query.limit, query.page)
      const offset = (page - 1) * query.limit
      const [rows, total] = await Promise.all([
        globalRepo.page(offset, query.limit),
        globalRepo.total(),
      ])
      const entries = rows.map((row, index) => toGlobalEntry(row, offset + index + 1))
      return { page, limit: query.limit, total, pilot, entries }
    },
  }
}
export type RankingsService = ReturnType<typeof createRankingsService>
