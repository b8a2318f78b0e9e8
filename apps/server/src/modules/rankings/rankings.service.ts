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
import { createPageCache, type PageCache } from './page-cache.ts'
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

/** Computed ranking pages kept per process, keyed by board version (see page-cache.ts). */
export const RANKING_CACHE = { maxEntries: 5000, maxAgeMs: 10_000 }

export function createRankingsService(deps: {
  repo: RankingsRepository
  globalRepo: GlobalRankingRepository
  cache?: PageCache<RankingPage>
}) {
  const { repo, globalRepo } = deps
  const cache = deps.cache ?? createPageCache<RankingPage>(RANKING_CACHE)

  async function computeBoard(
    board: Board,
    query: RankingQuery,
    target: string | null,
    total: number,
  ) {
    let pilot: RankingPage['pilot'] = null
    if (target) {
      const entry = await repo.entryOf(board, target)
      pilot = { userId: target, rank: entry ? await repo.rankOfEntry(board, entry) : null }
    }
    const page = pageOf(pilot?.rank ?? null, query.limit, query.page)
    const offset = (page - 1) * query.limit
    const rows = await repo.page(board, offset, query.limit)
    const entries = rows.map((row, index) => toBoardEntry(row, offset + index + 1))
    return { ...board, page, limit: query.limit, total, pilot, entries }
  }

  return {
    /** One ranking page; answered from the cache while the board's version is unchanged. */
    async board(query: RankingQuery, viewerId: string | null): Promise<RankingPage> {
      const board: Board = { gameId: query.game, modeId: query.mode }
      const target = locatedPilot(query, viewerId)
      const head = await repo.head(board)
      const key = [
        board.gameId,
        board.modeId,
        head?.version ?? 0,
        query.page,
        query.limit,
        target,
      ].join(':')
      const hit = cache.get(key)
      if (hit) return hit
      const result = await computeBoard(board, query, target, head?.pilots ?? 0)
      cache.set(key, result)
      return result
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
