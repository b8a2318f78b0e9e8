import { useTranslation } from 'react-i18next'
import { BestPlayers } from '@/features/home/components/best-players'
import { EventsCarousel } from '@/features/home/components/events-carousel'
import { Podium } from '@/features/home/components/podium'
import { StartBanner } from '@/features/home/components/start-banner'
import { TopGames } from '@/features/home/components/top-games'
import { useHome } from '@/features/home/api/get-home'
import { PLACEHOLDER_HOME } from '@/features/home/home-data'

export function HomeRoute() {
  const { t } = useTranslation()
  const home = useHome()
  const data = home.data ?? PLACEHOLDER_HOME
  return (
    <div className="page home" aria-busy={home.isPending}>
      <h1 className="sr-only">{t('home.title')}</h1>
      <EventsCarousel key={data.events.map((event) => event.id).join()} events={data.events} />
      <Podium pilots={data.topPilots} />
      <StartBanner />
      <TopGames games={data.topGames} />
      <BestPlayers players={data.bestPilots} />
    </div>
  )
}
