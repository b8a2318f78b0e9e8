import type { CompetitionEvent, EventCard, EventStatus } from '@app/shared'

const utcDate = (date: Date, language: string | undefined, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date)

/**
 * An event's window as people read it: windows are [startsAt, endsAt), so the last day shown is the
 * day before `endsAt`.
 */
export function eventWindow(
  event: Pick<CompetitionEvent, 'startsAt' | 'endsAt'>,
  language: string | undefined,
) {
  const start = new Date(event.startsAt)
  const lastMoment = new Date(new Date(event.endsAt).getTime() - 1)
  return {
    start: utcDate(start, language, { dateStyle: 'medium' }),
    end: utcDate(lastMoment, language, { dateStyle: 'medium' }),
  }
}

/** The card's date parts in the interface language (the visibility flags pick what shows). */
export function cardDateParts(card: EventCard, language: string | undefined) {
  const date = new Date(Date.UTC(card.year, card.month - 1, card.day, 12))
  return {
    day: String(card.day).padStart(2, '0'),
    month: utcDate(date, language, { month: 'short' }).replace('.', ''),
    year: String(card.year),
  }
}

/** The order of the events page's sections. */
export const STATUS_ORDER: readonly EventStatus[] = ['running', 'upcoming', 'past']

export function groupByStatus<T extends { status: EventStatus }>(events: readonly T[]) {
  const groups: Record<EventStatus, T[]> = { running: [], upcoming: [], past: [] }
  for (const event of events) groups[event.status].push(event)
  return groups
}

/** A stable small number from an event id, for its generated artwork. */
export function seedOf(id: string): number {
  let hash = 2166136261
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return hash >>> 0
}
