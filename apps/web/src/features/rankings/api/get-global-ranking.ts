import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { GlobalRankingPageSchema, type GlobalRankingPage } from '@app/shared'
import { api } from '@/lib/api-client'

export const GLOBAL_PAGE_SIZE = 20

/** GET /api/rankings/global?page=&limit=: the Global X Ranking by X-points. */
export async function getGlobalRanking(page: number): Promise<GlobalRankingPage> {
  const response = await api.get('/rankings/global', {
    params: { page, limit: GLOBAL_PAGE_SIZE },
  })
  return GlobalRankingPageSchema.parse(response.data)
}

/** GET /api/rankings/global?around=me: the page holding the signed-in pilot. */
export async function getMyGlobalPage(): Promise<GlobalRankingPage> {
  const response = await api.get('/rankings/global', {
    params: { around: 'me', limit: GLOBAL_PAGE_SIZE },
  })
  return GlobalRankingPageSchema.parse(response.data)
}

export const getGlobalRankingQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['rankings', 'global', page],
    queryFn: () => getGlobalRanking(page),
    placeholderData: keepPreviousData,
  })

export function useGlobalRanking(page: number) {
  return useQuery(getGlobalRankingQueryOptions(page))
}
