import type { Executor } from '../users/users.repository.ts'
import { backfillBadges } from './badges.repository.ts'
import { createEventsRepository } from './events.repository.ts'
import type { BadgeRow, NewEventRow } from './events.schema.ts'

/**
 * Product data (not demo data): seeded at every start in both database modes and reconciled with
 * this file. Windows are [startsAt, endsAt) in UTC; texts are translation keys.
 *
 * - Season 0, the prologue: 25 Oct 2025 to 31 Dec 2025 inclusive. Every pilot with a run
 *   submitted in it and approved earns the exclusive pioneer badge; its final leaderboard seeds
 *   Season 1.
 * - Season 1: the whole of 2026 (1 Jan to 31 Dec inclusive); its card shows the year only.
 */
export const PIONEER_BADGE: BadgeRow = {
  code: 'pioneer',
  nameKey: 'badges.pioneer.name',
  descriptionKey: 'badges.pioneer.description',
}

const texts = (slug: string) => ({
  titleKey: `events.${slug}.title`,
  descriptionKey: `events.${slug}.description`,
  rulesKey: `events.${slug}.rules`,
  cardTitleKey: `events.${slug}.card.title`,
  cardSubTitleKey: `events.${slug}.card.subTitle`,
})

export const SEASON_EVENTS: NewEventRow[] = [
  {
    id: 'season0',
    ...texts('season0'),
    startsAt: new Date('2025-10-25T00:00:00Z'),
    endsAt: new Date('2026-01-01T00:00:00Z'),
    gameId: null,
    badgeCode: PIONEER_BADGE.code,
    seedingFromId: null,
    cardLogo: null,
    cardBackground: null,
    cardDay: 25,
    cardMonth: 10,
    cardYear: 2025,
    showLogo: false,
    showBackground: false,
    showTitle: true,
    showSubTitle: true,
    showDay: true,
    showMonth: true,
    showYear: true,
  },
  {
    id: 'season1',
    ...texts('season1'),
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2027-01-01T00:00:00Z'),
    gameId: null,
    badgeCode: null,
    seedingFromId: 'season0',
    cardLogo: null,
    cardBackground: null,
    cardDay: 1,
    cardMonth: 1,
    cardYear: 2026,
    showLogo: false,
    showBackground: false,
    showTitle: true,
    showSubTitle: true,
    showDay: false,
    showMonth: false,
    showYear: true,
  },
]

/**
 * Reconciles the product's badges and events with this file, then awards the badges earned by
 * runs approved earlier. Runs at every start; idempotent.
 */
export async function seedEvents(db: Executor): Promise<{ awarded: number }> {
  await createEventsRepository(db).upsert([PIONEER_BADGE], SEASON_EVENTS)
  return { awarded: await backfillBadges(db) }
}
