import { useTranslation } from 'react-i18next'
import type { PublicProfile } from '@app/shared'
import { formatNumber } from '@/lib/format'
import { useOrdinal } from '@/lib/ordinal'

/** Best score, best place and X-points in each game mode (HI-SCORE, CARAVAN, 1CC MODE). */
export function ModeCards({ modes }: { modes: PublicProfile['modes'] }) {
  const { t, i18n } = useTranslation()
  const ordinal = useOrdinal()
  const number = (value: number) => formatNumber(value, i18n.resolvedLanguage)
  return (
    <section aria-labelledby="pilot-modes-title">
      <h2 id="pilot-modes-title" className="section-title">
        {t('players.bestScores')}
      </h2>
      <ul className="mode-cards">
        {modes.map((mode) => (
          <li key={mode.modeId} className="panel mode-card">
            <h3>{mode.mode}</h3>
            <strong>{mode.bestScore === null ? '—' : number(mode.bestScore)}</strong>
            <span className="muted">
              {mode.bestRank === null
                ? t('players.noRun')
                : t('players.bestPlace', {
                    place: ordinal(mode.bestRank),
                    count: mode.entries,
                  })}
            </span>
            <span className="mode-points">
              {t('players.xPoints', { points: number(mode.xPoints) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
