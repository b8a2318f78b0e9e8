import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { dateParts } from '@/lib/format'
import { useSound } from '@/lib/use-sound'
import { CAROUSEL_INTERVAL_MS } from '../carousel-timing'
import type { Home } from '@app/shared'

/** Upcoming events, one card at a time, rotating every 5 s; a card leads to /events. */
export function EventsCarousel({ events }: { events: Home['events'] }) {
  const { t, i18n } = useTranslation()
  const { play } = useSound()
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const count = events.length

  useEffect(() => {
    if (paused || count < 2) return
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [paused, count])

  const step = (delta: number) => {
    play(delta > 0 ? 'next-content' : 'previous-content')
    setIndex((i) => (i + delta + count) % count)
  }

  return (
    <section className="home-section" aria-labelledby="events-title">
      <h2 id="events-title" className="section-title">
        {t('home.upcomingEvents')}
      </h2>
      <div
        className="carousel"
        aria-roledescription="carousel"
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <div className="carousel-track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {events.map((event, i) => {
            const yearOnly = /^\d{4}$/.test(event.date)
            const date = dateParts(
              yearOnly ? `${event.date}-01-01` : event.date,
              i18n.resolvedLanguage,
            )
            const title = t(event.title, { defaultValue: event.title })
            return (
              <Link
                key={event.id}
                to={paths.events.getHref()}
                className={`event-card event-${event.id}`}
                aria-hidden={i !== index}
                tabIndex={i === index ? 0 : -1}
                data-active={i === index}
              >
                <span className="event-date">
                  {!yearOnly && <span className="event-day">{date.day}</span>}
                  {!yearOnly && <span className="event-month">{date.month}</span>}
                  <span className="event-year">{date.year}</span>
                </span>
                <span className="event-text">
                  <span className="event-title">{title}</span>
                  <span className="event-subtitle">
                    {t(event.subTitle, { defaultValue: event.subTitle })}
                  </span>
                </span>
              </Link>
            )
          })}
        </div>
        {count > 1 && (
          <div className="carousel-controls">
            <button
              type="button"
              className="icon-button"
              aria-label={t('home.previousEvent')}
              onClick={() => step(-1)}
            >
              ‹
            </button>
            <div className="carousel-dots" role="group" aria-label={t('home.eventDots')}>
              {events.map((event, i) => (
                <button
                  key={event.id}
                  type="button"
                  className="carousel-dot"
                  aria-label={t('home.eventSlide', { current: i + 1, total: count })}
                  aria-current={i === index}
                  onClick={() => setIndex(i)}
                />
              ))}
            </div>
            <button
              type="button"
              className="icon-button"
              aria-label={t('home.nextEvent')}
              onClick={() => step(1)}
            >
              ›
            </button>
          </div>
        )}
      </div>
    </section>
  )
}
