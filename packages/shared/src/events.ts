import { z } from 'zod'
import { GAMES } from './games.ts'
import { MODES } from './codes.ts'
import { PilotCardSchema } from './rankings.ts'

/**
 * Events, seasons, their leaderboards and badges. Texts are translation keys (for example
 * `events.season0.title`): the client translates them into its eight languages.
 */

/** Where an event stands by the server's clock: windows are [startsAt, endsAt). */
export const EVENT_STATUSES = ['upcoming', 'running', 'past'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

export const EventIdSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,64}$/, 'Event ids are 1-64 lower-case letters, digits or dashes')
export const EventParamsSchema = z.object({ id: EventIdSchema })

/** The artwork of the home carousel's card (SPEC.md section 3, Event card). */
export const EventCardSchema = z.object({
  logo: z.string().nullable(),
  background: z.string().nullable(),
  /** Translation keys. */
  title: z.string(),
  subTitle: z.string(),
  day: z.number().int(),
  month: z.number().int(),
  year: z.number().int(),
  showLogo: z.boolean(),
  showBackground: z.boolean(),
  showTitle: z.boolean(),
  showSubTitle: z.boolean(),
  showDay: z.boolean(),
  showMonth: z.boolean(),
  showYear: z.boolean(),
})
export type EventCard = z.infer<typeof EventCardSchema>

export const BadgeInfoSchema = z.object({
  code: z.string(),
  /** Translation keys. */
  name: z.string(),
  description: z.string(),
})
export type BadgeInfo = z.infer<typeof BadgeInfoSchema>

export const EventSchema = z.object({
  id: z.string(),
  status: z.enum(EVENT_STATUSES),
  /** Translation keys. */
  title: z.string(),
  description: z.string(),
  rules: z.string(),
  /** ISO 8601; the window is [startsAt, endsAt). */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The game the event is played on; null = every game. */
  gameId: z.number().int().nullable(),
  badge: BadgeInfoSchema.nullable(),
  /** The event whose final leaderboard seeds this one, if any. */
  seedingFrom: z.string().nullable(),
  card: EventCardSchema,
})
export type CompetitionEvent = z.infer<typeof EventSchema>

export const EventListQuerySchema = z.object({ status: z.enum(EVENT_STATUSES).optional() })
export const EventListSchema = z.object({ now: z.string(), events: z.array(EventSchema) })
export type EventList = z.infer<typeof EventListSchema>

const gameIds = new Set(GAMES.map((game) => game.id))
const modeIds = new Set<number>(MODES.map((mode) => mode.id))

/** Query numbers arrive as strings; an empty value means 'every'. */
const optionalCode = (known: Set<number>, message: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: message })
      .int(message)
      .refine((id) => known.has(id), message)
      .optional(),
  )

export const LeaderboardQuerySchema = z.object({
  game: optionalCode(gameIds, 'game must be a game id from 1 to 16'),
  mode: optionalCode(modeIds, 'mode must be a mode code (1, 2 or 3)'),
})
export type LeaderboardQuery = z.infer<typeof LeaderboardQuerySchema>

export const LeaderboardEntrySchema = PilotCardSchema.extend({
  rank: z.number().int().positive(),
  score: z.number(),
  submissionId: z.string(),
  /** When the run was submitted (it counts when inside the window) and approved (ties). */
  submittedAt: z.string(),
  approvedAt: z.string(),
})
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>

export const LeaderboardBoardSchema = z.object({
  gameId: z.number().int(),
  modeId: z.number().int(),
  entries: z.array(LeaderboardEntrySchema),
})
export type LeaderboardBoard = z.infer<typeof LeaderboardBoardSchema>

/** One board per game and mode: best approved run per pilot, score desc then earlier approval. */
export const EventLeaderboardSchema = z.object({
  eventId: z.string(),
  boards: z.array(LeaderboardBoardSchema),
})
export type EventLeaderboard = z.infer<typeof EventLeaderboardSchema>

export const SeedSchema = PilotCardSchema.extend({
  seed: z.number().int().positive(),
  /** The pilot's best score in the source event. */
  score: z.number(),
})
export type Seed = z.infer<typeof SeedSchema>

/** Seeds per game and mode, taken from the source event's final ranks. */
export const EventSeedingSchema = z.object({
  eventId: z.string(),
  sourceEventId: z.string().nullable(),
  boards: z.array(
    z.object({ gameId: z.number().int(), modeId: z.number().int(), seeds: z.array(SeedSchema) }),
  ),
})
export type EventSeeding = z.infer<typeof EventSeedingSchema>

export const BadgesQuerySchema = z.object({ user: z.uuid('user must be a pilot id (a UUID)') })

export const UserBadgeSchema = BadgeInfoSchema.extend({
  eventId: z.string().nullable(),
  awardedAt: z.string(),
})
export type UserBadge = z.infer<typeof UserBadgeSchema>

export const UserBadgesSchema = z.object({ userId: z.string(), badges: z.array(UserBadgeSchema) })
export type UserBadges = z.infer<typeof UserBadgesSchema>
