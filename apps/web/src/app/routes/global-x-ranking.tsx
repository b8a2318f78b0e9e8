import { useAuth } from '@/features/auth/hooks/use-auth'
import { GlobalRanking } from '@/features/rankings/components/global-ranking'

/** /globalxranking: the Global X Ranking; 'My position' for a signed-in pilot. */
export function GlobalXRankingRoute() {
  const { user } = useAuth()
  return <GlobalRanking viewerId={user?.id ?? null} />
}
