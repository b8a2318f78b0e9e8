import { Navigate, useParams } from 'react-router'
import { paths } from '@/config/paths'
import { BadgeList } from '@/features/events/components/badge-list'
import { PilotPage } from '@/features/players/components/pilot-page'

/** /community-profile/:id: a pilot's public page with their badges. */
export function CommunityProfileRoute() {
  const { id = '' } = useParams()
  return (
    <PilotPage key={id} id={id}>
      <BadgeList userId={id} />
    </PilotPage>
  )
}

/** /community-profile without a pilot: the community's pilots are on the PLAYER LIST. */
export function CommunityProfileIndexRoute() {
  return <Navigate to={paths.players.getHref()} replace />
}
