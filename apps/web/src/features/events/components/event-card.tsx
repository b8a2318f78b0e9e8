import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CompetitionEvent } from '@app/shared'
import { paths } from '@/config/paths'
import { cardDateParts, eventWindow } from '../event-format'
import { EventArt } from './event-art'
import { StatusChip } from './status-chip'

/**
 * The event card (SPEC.md section 3): logo, background, title, subtitle, day, month and year, each
 * shown by its flag; our generated artwork stands in when the event has no background image.
 */
export function EventCard({ event }: { event: CompetitionEvent }) {
  const { t, i18n } = useTranslation()
  const { card } = event
  const language = i18n.resolvedLanguage
  const date = cardDateParts(card, language)
  const window = eventWindow(event, language)
  const background = card.showBackground ? card.background : null
  const logo = card.showLogo ? card.logo : null
  const showDate = card.showDay || card.showMonth || card.showYear

  return (
    <article className={`event-tile event-tile-${event.status}`}>
      <div className="event-tile-art">
        {background ? <img src={background} alt="" /> : <EventArt id={event.id} />}
        {logo && <img className="event-tile-logo" src={logo} alt="" />}
        {showDate && (
          <span className="event-tile-date">
            {card.showDay && <span className="event-tile-day">{date.day}</span>}
            {card.showMonth && <span className="event-tile-month">{date.month}</span>}
            {card.showYear && <span className="event-tile-year">{date.year}</span>}
          </span>
        )}
        <StatusChip status={event.status} />
      </div>
      <div className="event-tile-body">
        <h3 className="event-tile-title">
          {/* The link covers the whole card (::after), named by the title alone. */}
          <Link to={paths.eventDetail.getHref(event.id)} className="event-tile-link">
            {card.showTitle ? t(card.title) : <span className="sr-only">{t(event.title)}</span>}
          </Link>
        </h3>
        {card.showSubTitle && <p className="event-tile-subtitle">{t(card.subTitle)}</p>}
        <p className="event-tile-window">
          {t('events.windowText', { start: window.start, end: window.end })}
        </p>
        <span className="event-tile-cta" aria-hidden="true">
          {t('events.viewEvent')} →
        </span>
      </div>
    </article>
  )
}
