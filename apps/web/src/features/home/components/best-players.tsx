import { useTranslation } from 'react-i18next'
import avatarDefault from '@/assets/avatar-default.svg'
import { formatNumber } from '@/lib/format'
import type { HomeData, HomeMode } from '../home-data'

const MODE_KEYS: Record<HomeMode, string> = {
  oneCc: 'home.mode1cc',
  hiScore: 'home.modeHiScore',
  caravan: 'home.modeCaravan',
}

export function BestPlayers({ players }: { players: HomeData['bestPlayers'] }) {
  const { t, i18n } = useTranslation()
  return (
    <section className="home-section" aria-labelledby="best-title">
      <h2 id="best-title" className="section-title">
        {t('home.bestPlayersTitle')}
      </h2>
      <ul className="best-players">
        {players.map((player) => (
          <li key={player.mode} className={`mode-card mode-${player.mode}`}>
            <h3 className="mode-title">{t(MODE_KEYS[player.mode])}</h3>
            <img src={player.avatar ?? avatarDefault} alt="" width={64} height={64} />
            <span className="mode-player">{player.name ?? t('home.noPlayer')}</span>
            <span className="mode-points">
              <span>{t('home.maxPoints')}</span>
              <strong>{formatNumber(player.score, i18n.resolvedLanguage)}</strong>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
