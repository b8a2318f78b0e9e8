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
import { coalesce } from './coalesce.ts'
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
    runId: row.runId,
    provisional: row.provisional,
    approvedAt: row.approvedAt.toISOString(),
    xPoints: row.xPoints,
  }
}

/** Computed ranking pages kept per process, keyed by board version (see page-cache.ts). */
export const RANKING_CACHE = { maxEntries: 5000, maxAgeMs: 10_000 }

export function createRankingsService(deps: {
  repo: RankingsRepository
  globalRepo: GlobalRankingRepository
  cache?: PageCache<string>
}) {
  const { repo, globalRepo } = deps
  const cache = deps.cache ?? createPageCache<string>(RANKING_CACHE)
  // Concurrent requests for one board share a read of its version (never one begun before them).
  const headOf = coalesce(async (key) => {
    const [gameId, modeId] = key.split(':').map(Number) as [number, number]
    return repo.head({ gameId, modeId })
  })
  const globalVersion = coalesce(() => globalRepo.version())
  // Pages being computed, by cache key: a burst of misses on one page computes it once.
  const computing = new Map<string, Promise<string>>()

  /** The page under `key` as JSON text: from the cache, else computed once and kept. */
  function cached(key: string, compute: () => Promise<object>): Promise<string> {
    const hit = cache.get(key)
    if (hit) return Promise.resolve(hit)
    let work = computing.get(key)
    if (!work) {
      work = compute()
        .then((page) => {
          const json = JSON.stringify(page)
          cache.set(key, json)
          return json
        })
        .finally(() => computing.delete(key))
      computing.set(key, work)
    }
    return work
  }

  async function computeBoard(
    board: Board,
    query: RankingQuery,
    target: string | null,
    total: number,
  ): Promise<RankingPage> {
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

  async function computeGlobal(
    query: GlobalRankingQuery,
    target: string | null,
  ): Promise<GlobalRankingPage> {
    const pilot = target ? { userId: target, rank: await globalRepo.rankOf(target) } : null
    const page = pageOf(pilot?.rank ?? null, query.limit, query.page)
    const offset = (page - 1) * query.limit
    const [rows, total] = await Promise.all([
      globalRepo.page(offset, query.limit),
      globalRepo.total(),
    ])
    const entries = rows.map((row, index) => toGlobalEntry(row, offset + index + 1))
    return { page, limit: query.limit, total, pilot, entries }
  }

  return {
    /**
     * One ranking page as JSON text; answered from the cache (already serialised) while the
     * board's version is unchanged (and for at most RANKING_CACHE.maxAgeMs).
     */
    async board(query: RankingQuery, viewerId: string | null): Promise<string> {
      const board: Board = { gameId: query.game, modeId: query.mode }
      const target = locatedPilot(query, viewerId)
      const head = await headOf(`${board.gameId}:${board.modeId}`)
      const version = head?.version ?? 0
      const key = [board.gameId, board.modeId, version, query.page, query.limit, target]
      return cached(key.join(':'), () => computeBoard(board, query, target, head?.pilots ?? 0))
    },

    /** One Global X Ranking page as JSON text, cached like the boards' pages. */
    async global(query: GlobalRankingQuery, viewerId: string | null): Promise<string> {
      const target = locatedPilot(query, viewerId)
      const version = await globalVersion('global')
      const key = ['global', version, query.page, query.limit, target].join(':')
      return cached(key, () => computeGlobal(query, target))
    },
  }
}
export type RankingsService = ReturnType<typeof createRankingsService>
