import { useTranslation } from 'react-i18next'
import type { MyProfile } from '@app/shared'
import { formatNumber } from '@/lib/format'

/** Card titles by mode code, in the spec's order: HI-SCORE, CARAVAN, 1CC. */
const MODE_CARDS = [
  { modeId: 1, key: 'profile.hiScoreMode' },
  { modeId: 2, key: 'profile.caravanMode' },
  { modeId: 3, key: 'profile.oneCcMode' },
] as const

/** The three mode cards: X-points, best score, best rank and how many rankings the pilot is on. */
export function ModeStats({ modes }: { modes: MyProfile['modes'] }) {
  const { t, i18n } = useTranslation()
  const number = (value: number | null) =>
    value === null ? '—' : formatNumber(value, i18n.resolvedLanguage)
  return (
    <ul className="stat-cards">
      {MODE_CARDS.map(({ modeId, key }) => {
        const stats = modes.find((mode) => mode.modeId === modeId)
        return (
          <li key={modeId} className={`panel stat-card mode-${modeId}`}>
            <h3>{t(key)}</h3>
            <strong>{number(stats?.xPoints ?? 0)}</strong>
            <span>{t('profile.xPoints')}</span>
            <dl className="stat-facts">
              <dt>{t('profile.bestScore')}</dt>
              <dd>{number(stats?.bestScore ?? null)}</dd>
              <dt>{t('profile.bestRank')}</dt>
              <dd>{stats?.bestRank ? `#${stats.bestRank}` : '—'}</dd>
              <dt>{t('profile.rankings')}</dt>
              <dd>{number(stats?.entries ?? 0)}</dd>
            </dl>
          </li>
        )
      })}
    </ul>
  )
}
