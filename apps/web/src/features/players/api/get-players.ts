import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { PlayerListSchema, type PlayerList } from '@app/shared'
import { api } from '@/lib/api-client'

export const PLAYERS_PAGE_SIZE = 20

export interface PlayersChoice {
  q: string
  page: number
}

/** GET /api/players?q=&page=&limit=: the PLAYER LIST, searchable by name or country code. */
export async function getPlayers({ q, page }: PlayersChoice): Promise<PlayerList> {
  const response = await api.get('/players', {
    params: { q: q || undefined, page, limit: PLAYERS_PAGE_SIZE },
  })
  return PlayerListSchema.parse(response.data)
}

export const getPlayersQueryOptions = (choice: PlayersChoice) =>
  queryOptions({
    queryKey: ['players', choice.q, choice.page],
    queryFn: () => getPlayers(choice),
    placeholderData: keepPreviousData,
  })

export function usePlayers(choice: PlayersChoice) {
  return useQuery(getPlayersQueryOptions(choice))
}
