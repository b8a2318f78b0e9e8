import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { RankingPageSchema, type RankingPage } from '@app/shared'
import { api } from '@/lib/api-client'

export const RANKING_PAGE_SIZE = 20

export interface RankingChoice {
  gameId: number
  modeId: number
  page: number
}

/** GET /api/rankings?game=&mode=&page=&limit=: one page of a game x mode ranking. */
export async function getRanking({ gameId, modeId, page }: RankingChoice): Promise<RankingPage> {
  const response = await api.get('/rankings', {
    params: { game: gameId, mode: modeId, page, limit: RANKING_PAGE_SIZE },
  })
  return RankingPageSchema.parse(response.data)
}

/** GET /api/rankings?...&around=me: the page holding the signed-in pilot (sign-in required). */
export async function getMyRankingPage({
  gameId,
  modeId,
}: Omit<RankingChoice, 'page'>): Promise<RankingPage> {
  const response = await api.get('/rankings', {
    params: { game: gameId, mode: modeId, around: 'me', limit: RANKING_PAGE_SIZE },
  })
  return RankingPageSchema.parse(response.data)
}

export const getRankingQueryOptions = (choice: RankingChoice) =>
  queryOptions({
    queryKey: ['rankings', choice.gameId, choice.modeId, choice.page],
    queryFn: () => getRanking(choice),
    placeholderData: keepPreviousData,
  })

export function useRanking(choice: RankingChoice) {
  return useQuery(getRankingQueryOptions(choice))
}
