import { useAuth } from '@/features/auth/hooks/use-auth'
import { RankingsBoard } from '@/features/rankings/components/rankings-board'

/** /rankings (login required): the dependent filters and the chosen game x mode ranking. */
export function RankingsRoute() {
  const { user } = useAuth()
  return <RankingsBoard viewerId={user?.id ?? null} />
}
