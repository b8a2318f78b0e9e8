import { useTranslation } from 'react-i18next'
import type { Home } from '@app/shared'
import avatarDefault from '@/assets/avatar-default.svg'
import { formatNumber } from '@/lib/format'

/** Card titles by mode code (1 HI-SCORE, 2 CARAVAN, 3 1CC). */
const MODE_KEYS: Record<number, string> = {
  1: 'home.modeHiScore',
  2: 'home.modeCaravan',
  3: 'home.mode1cc',
}

export function BestPlayers({ players }: { players: Home['bestPilots'] }) {
  const { t, i18n } = useTranslation()
  return (
    <section className="home-section" aria-labelledby="best-title">
      <h2 id="best-title" className="section-title">
        {t('home.bestPlayersTitle')}
      </h2>
      <ul className="best-players">
        {players.map(({ modeId, mode, pilot, xPoints }) => (
          <li key={modeId} className={`mode-card mode-${modeId}`}>
            <h3 className="mode-title">{MODE_KEYS[modeId] ? t(MODE_KEYS[modeId]) : mode}</h3>
            <img src={pilot?.avatar ?? avatarDefault} alt="" width={64} height={64} />
            <span className="mode-player">{pilot?.name ?? t('home.noPlayer')}</span>
            <span className="mode-points">
              <span>{t('home.maxPoints')}</span>
              <strong>{formatNumber(xPoints, i18n.resolvedLanguage)}</strong>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
