import { PlayerList } from '@/features/players/components/player-list'

/** /players: PLAYER LIST with search. */
export function PlayersRoute() {
  return <PlayerList />
}
