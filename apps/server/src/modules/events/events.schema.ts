import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { submissions } from '../submissions/submissions.schema.ts'
import { users } from '../users/users.schema.ts'

/** A badge pilots can earn; name and description are translation keys. */
export const badges = pgTable('badges', {
  code: text('code').primaryKey(),
  nameKey: text('name_key').notNull(),
  descriptionKey: text('description_key').notNull(),
})
export type BadgeRow = typeof badges.$inferSelect

/**
 * A competition event or season. Texts are translation keys; the window is [startsAt, endsAt):
 * runs submitted inside it count. Product data, reconciled by the seed at every start.
 */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    titleKey: text('title_key').notNull(),
    descriptionKey: text('description_key').notNull(),
    rulesKey: text('rules_key').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The game the event is played on; null = every game. */
    gameId: integer('game_id'),
    badgeCode: text('badge_code').references(() => badges.code),
    /** The event whose final ranks seed this one. */
    seedingFromId: text('seeding_from_id'),
    cardLogo: text('card_logo'),
    cardBackground: text('card_background'),
    cardTitleKey: text('card_title_key').notNull(),
    cardSubTitleKey: text('card_sub_title_key').notNull(),
    cardDay: integer('card_day').notNull(),
    cardMonth: integer('card_month').notNull(),
    cardYear: integer('card_year').notNull(),
    showLogo: boolean('show_logo').notNull().default(false),
    showBackground: boolean('show_background').notNull().default(false),
    showTitle: boolean('show_title').notNull().default(true),
    showSubTitle: boolean('show_sub_title').notNull().default(true),
    showDay: boolean('show_day').notNull().default(true),
    showMonth: boolean('show_month').notNull().default(true),
    showYear: boolean('show_year').notNull().default(true),
  },
  (table) => [index('events_window_idx').on(table.startsAt, table.endsAt)],
)
export type EventRow = typeof events.$inferSelect
export type NewEventRow = typeof events.$inferInsert

/** A badge a pilot earned, once per badge, with the event and run that earned it. */
export const userBadges = pgTable(
  'user_badges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeCode: text('badge_code')
      .notNull()
      .references(() => badges.code),
    eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
    submissionId: uuid('submission_id').references(() => submissions.id, {
      onDelete: 'set null',
    }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('user_badges_user_badge_key').on(table.userId, table.badgeCode)],
)
export type UserBadgeRow = typeof userBadges.$inferSelect
