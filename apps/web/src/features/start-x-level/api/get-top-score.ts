import { queryOptions, useQuery } from '@tanstack/react-query'
import { MODES, RankingPageSchema } from '@app/shared'
import { api } from '@/lib/api-client'

/** The list shows the HI-SCORE mode's board: its label is the column's (SPEC.md section 2). */
const HI_SCORE_MODE = MODES[0].id

/**
 * GET /api/rankings?game=&mode=1&limit=1: the game's top approved HI-SCORE run, or 0 when the
 * board is still empty.
 */
export async function getTopScore(gameId: number): Promise<number> {
  const response = await api.get('/rankings', {
    params: { game: gameId, mode: HI_SCORE_MODE, limit: 1 },
  })
  return RankingPageSchema.parse(response.data).entries[0]?.score ?? 0
}

export const getTopScoreQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: ['rankings', 'top-score', gameId, HI_SCORE_MODE],
    queryFn: () => getTopScore(gameId),
    staleTime: 60_000,
  })

export function useTopScore(gameId: number) {
  return useQuery(getTopScoreQueryOptions(gameId))
}
