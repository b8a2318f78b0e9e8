import { useTranslation } from 'react-i18next'
import avatarDefault from '@/assets/avatar-default.svg'
import { formatNumber } from '@/lib/format'
import type { HomePilot } from '../home-data'

/** Visual order of the five places: 4 2 1 3 5, the winner in the middle. */
const VISUAL_ORDER = [3, 1, 0, 2, 4]

export function Podium({ pilots }: { pilots: HomePilot[] }) {
  const { t, i18n } = useTranslation()
  return (
    <section className="home-section" aria-labelledby="podium-title">
      <h2 id="podium-title" className="section-title">
        {t('home.podiumTitle')}
      </h2>
      <ol className="podium">
        {VISUAL_ORDER.map((position) => {
          const pilot = pilots[position]
          if (!pilot) return null
          const place = position + 1
          return (
            <li
              key={place}
              className={`podium-place place-${place}`}
              style={{ order: VISUAL_ORDER.indexOf(position) }}
            >
              <img
                className="podium-avatar"
                src={pilot.avatar ?? avatarDefault}
                alt=""
                width={72}
                height={72}
              />
              <span className="podium-name">{pilot.name ?? t('home.noPilot')}</span>
              <span className="podium-score">
                {formatNumber(pilot.score, i18n.resolvedLanguage)}
              </span>
              <span className="podium-block" aria-label={t('home.podiumPlace', { place })}>
                {place}
              </span>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
