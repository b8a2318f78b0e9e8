import { useParams } from 'react-router'
import { BadgeList } from '@/features/events/components/badge-list'
import { PilotPage } from '@/features/players/components/pilot-page'
import { PlayerList } from '@/features/players/components/player-list'
import { PilotRuns } from '@/features/runs/components/pilot-runs'

/** /community-profile/:id: a pilot's public page with their badges and approved runs. */
export function CommunityProfileRoute() {
  const { id = '' } = useParams()
  return (
    <PilotPage key={id} id={id}>
      <BadgeList userId={id} />
      <PilotRuns pilotId={id} />
    </PilotPage>
  )
}

/** /community-profile without a pilot: the pilots to choose from (the PLAYER LIST). */
export function CommunityProfileIndexRoute() {
  return <PlayerList />
}
