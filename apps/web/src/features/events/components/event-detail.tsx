import '../events.css'
import axios from 'axios'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CompetitionEvent } from '@app/shared'
import { paths } from '@/config/paths'
import { useEvent } from '../api/get-event'
import { eventWindow } from '../event-format'
import { BadgeEmblem } from './badge-emblem'
import { EventArt } from './event-art'
import { EventStandings } from './event-standings'
import { QueryState } from './query-state'
import { StatusChip } from './status-chip'

function BackLink() {
  const { t } = useTranslation()
  return (
    <Link to={paths.events.getHref()} className="event-back">
      ← {t('events.allEvents')}
    </Link>
  )
}

function EventFacts({ event }: { event: CompetitionEvent }) {
  const { t, i18n } = useTranslation()
  const window = eventWindow(event, i18n.resolvedLanguage)
  return (
    <aside className="event-facts">
      <section className="panel" aria-labelledby="event-window">
        <h3 id="event-window" className="event-facts-title">
          {t('events.window')}
        </h3>
        <dl className="event-window">
          <dt>{t('events.starts')}</dt>
          <dd>
            <time dateTime={event.startsAt}>{window.start}</time>
          </dd>
          <dt>{t('events.ends')}</dt>
          <dd>{window.end}</dd>
        </dl>
      </section>
      {event.badge && (
        <section className="panel event-badge" aria-labelledby="event-badge">
          <h3 id="event-badge" className="event-facts-title">
            {t('events.badge')}
          </h3>
          <div className="badge-item">
            <BadgeEmblem code={event.badge.code} />
            <div>
              <p className="badge-name">{t(event.badge.name)}</p>
              <p className="badge-description muted">{t(event.badge.description)}</p>
            </div>
          </div>
        </section>
      )}
    </aside>
  )
}

/** An event's page: description, window, rules, badge, leaderboard and seeding. */
export function EventDetail({ id }: { id: string }) {
  const { t } = useTranslation()
  const query = useEvent(id)
  const event = query.data
  if (!event) {
    // 400: not an event id at all; 404: no such event.
    const status = axios.isAxiosError(query.error) ? query.error.response?.status : undefined
    const missing = status === 404 || status === 400
    return (
      <div className="page event-page">
        <BackLink />
        {missing ? (
          <p className="panel query-state" role="alert">
            {t('events.notFound')}
          </p>
        ) : (
          <QueryState query={query} />
        )}
      </div>
    )
  }

  return (
    <div className="page event-page">
      <BackLink />
      <header className="event-hero">
        <EventArt id={event.id} />
        <div className="event-hero-text">
          <StatusChip status={event.status} />
          <h2 className="event-hero-title">{t(event.title)}</h2>
          <p className="event-hero-subtitle">{t(event.card.subTitle)}</p>
        </div>
      </header>
      <div className="event-body">
        <div className="event-main">
          <section className="panel" aria-labelledby="event-about">
            <h3 id="event-about" className="event-facts-title">
              {t('events.about')}
            </h3>
            <p className="event-text">{t(event.description)}</p>
          </section>
          <section className="panel" aria-labelledby="event-rules">
            <h3 id="event-rules" className="event-facts-title">
              {t('events.rules')}
            </h3>
            <p className="event-text">{t(event.rules)}</p>
          </section>
        </div>
        <EventFacts event={event} />
      </div>
      <EventStandings event={event} />
    </div>
  )
}
