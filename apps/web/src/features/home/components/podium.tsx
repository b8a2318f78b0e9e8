import { useTranslation } from 'react-i18next'
import type { Home } from '@app/shared'
import avatarDefault from '@/assets/avatar-default.svg'
import { formatNumber } from '@/lib/format'
import { PODIUM_PLACES } from '../home-data'

/** Visual order of the five places: 4 2 1 3 5, the winner in the middle. */
const VISUAL_ORDER = [4, 2, 1, 3, 5]

export function Podium({ pilots }: { pilots: Home['topPilots'] }) {
  const { t, i18n } = useTranslation()
  const places = Array.from({ length: PODIUM_PLACES }, (_, i) =>
    pilots.find((p) => p.rank === i + 1),
  )
  return (
    <section className="home-section" aria-labelledby="podium-title">
      <h2 id="podium-title" className="section-title">
        {t('home.podiumTitle')}
      </h2>
      <ol className="podium">
        {places.map((pilot, i) => {
          const place = i + 1
          return (
            <li
              key={place}
              className={`podium-place place-${place}`}
              style={{ order: VISUAL_ORDER.indexOf(place) }}
            >
              <img
                className="podium-avatar"
                src={pilot?.avatar ?? avatarDefault}
                alt=""
                width={72}
                height={72}
              />
              <span className="podium-name">{pilot?.name ?? t('home.noPilot')}</span>
              <span className="podium-score">
                {formatNumber(pilot?.xPoints ?? 0, i18n.resolvedLanguage)}
              </span>
              <span className="podium-block">
                <span className="sr-only">{t('home.podiumPlace', { place })}</span>
                <span aria-hidden="true">{place}</span>
              </span>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
