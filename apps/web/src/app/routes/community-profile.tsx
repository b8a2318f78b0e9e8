import { useParams } from 'react-router'
import { BadgeList } from '@/features/events/components/badge-list'
import { PilotPage } from '@/features/players/components/pilot-page'
import { PlayerList } from '@/features/players/components/player-list'

/** /community-profile/:id: a pilot's public page with their badges. */
export function CommunityProfileRoute() {
  const { id = '' } = useParams()
  return (
    <PilotPage key={id} id={id}>
      <BadgeList userId={id} />
    </PilotPage>
  )
}

/** /community-profile without a pilot: the pilots to choose from (the PLAYER LIST). */
export function CommunityProfileIndexRoute() {
  return <PlayerList />
}
