import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { EventLeaderboardSchema, type EventLeaderboard } from '@app/shared'
import { api } from '@/lib/api-client'

export interface BoardChoice {
  gameId: number
  modeId: number
}

/** GET /api/events/:id/leaderboard?game=&mode=: one board, best approved run per pilot. */
export async function getEventLeaderboard(
  id: string,
  { gameId, modeId }: BoardChoice,
): Promise<EventLeaderboard> {
  const response = await api.get(`/events/${encodeURIComponent(id)}/leaderboard`, {
    params: { game: gameId, mode: modeId },
  })
  return EventLeaderboardSchema.parse(response.data)
}

export const getEventLeaderboardQueryOptions = (id: string, choice: BoardChoice) =>
  queryOptions({
    queryKey: ['events', 'leaderboard', id, choice.gameId, choice.modeId],
    queryFn: () => getEventLeaderboard(id, choice),
    placeholderData: keepPreviousData,
  })

export function useEventLeaderboard(id: string, choice: BoardChoice) {
  return useQuery(getEventLeaderboardQueryOptions(id, choice))
}
