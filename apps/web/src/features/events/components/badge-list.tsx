import '../events.css'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useUserBadges } from '../api/get-user-badges'
import { BadgeEmblem } from './badge-emblem'

const formatDay = (iso: string, language: string | undefined) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso))

/**
 * A pilot's badges (for example Season 0's pioneer badge), for their public page and profile.
 * Compose it in app/routes: `<BadgeList userId={pilot.id} />`.
 */
export function BadgeList({ userId, headingLevel = 2 }: { userId: string; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const badges = useUserBadges(userId)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const list = badges.data?.badges ?? []

  return (
    <section className="badge-list" aria-labelledby={titleId} aria-busy={badges.isPending}>
      <Heading id={titleId} className="section-title">
        {t('badges.title')}
      </Heading>
      {badges.isSuccess && list.length === 0 && <p className="muted">{t('badges.none')}</p>}
      {badges.isError && <p className="muted">{t('events.loadError')}</p>}
      {list.length > 0 && (
        <ul className="badges">
          {list.map((badge) => (
            <li key={badge.code} className="badge-item">
              <BadgeEmblem code={badge.code} size={56} />
              <div>
                <p className="badge-name">{t(badge.name)}</p>
                <p className="badge-description muted">{t(badge.description)}</p>
                <p className="badge-date">
                  {t('badges.earned', { date: formatDay(badge.awardedAt, i18n.resolvedLanguage) })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
