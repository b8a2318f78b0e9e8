import '../events.css'
import { useTranslation } from 'react-i18next'
import { useEvents } from '../api/get-events'
import { STATUS_ORDER, groupByStatus } from '../event-format'
import { EventCard } from './event-card'
import { QueryState } from './query-state'

/** The events page: running, upcoming and past events as cards. */
export function EventList() {
  const { t } = useTranslation()
  const events = useEvents()
  if (!events.data) return <QueryState query={events} />
  const groups = groupByStatus(events.data.events)

  return (
    <div className="events-sections">
      {STATUS_ORDER.map((status) => (
        <section key={status} className="events-section" aria-labelledby={`events-${status}`}>
          <h2 id={`events-${status}`} className="section-title">
            {t(`events.sections.${status}`)}
          </h2>
          {groups[status].length > 0 ? (
            <ul className="event-tiles">
              {groups[status].map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="events-empty muted">{t('events.none')}</p>
          )}
        </section>
      ))}
    </div>
  )
}
