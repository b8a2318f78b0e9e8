import { z } from 'zod'

/** English ordinal of a rank: 1st 2nd 3rd 4th ... 11th 12th 13th ... 21st 22nd ... 111th 112th. */
export function ordinal(rank: number): string {
  const lastTwo = rank % 100
  if (lastTwo >= 11 && lastTwo <= 13) return `${rank}th`
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[rank % 10] ?? 'th'
  return `${rank}${suffix}`
}

/** Places of a per-game ranking that earn placement X-points; every other entry earns the floor. */
export const SCORED_PLACES = 100
/** X-points of an entry ranked below SCORED_PLACES (being on the board at all). */
export const PARTICIPATION_X_POINTS = 10

/**
 * X-points that a placement in one per-game ranking (game x mode) is worth: 1000 / 800 / 650 for
 * the podium, 500 down to 260 for 4th-10th, 200 down to 22 for 11th-100th, then 10.
 */
export function xPointsForPlacement(rank: number): number {
  if (rank < 1) throw new RangeError(`rank must be >= 1, got ${rank}`)
  if (rank === 1) return 1000
  if (rank === 2) return 800
  if (rank === 3) return 650
  if (rank <= 10) return 500 - (rank - 4) * 40
  if (rank <= SCORED_PLACES) return 200 - (rank - 11) * 2
  return PARTICIPATION_X_POINTS
}

export const TIERS = ['Master', 'Platinum', 'Gold', 'Silver', 'Bronze'] as const
export type Tier = (typeof TIERS)[number]

/** Lowest X-points of each tier, best first; Bronze is everyone else. */
export const TIER_THRESHOLDS: readonly { tier: Tier; minXPoints: number }[] = [
  { tier: 'Master', minXPoints: 5000 },
  { tier: 'Platinum', minXPoints: 2500 },
  { tier: 'Gold', minXPoints: 1000 },
  { tier: 'Silver', minXPoints: 300 },
  { tier: 'Bronze', minXPoints: 0 },
]

export function tierForXPoints(xPoints: number): Tier {
  return TIER_THRESHOLDS.find((step) => xPoints >= step.minXPoints)?.tier ?? 'Bronze'
}

const page = z.coerce.number().int().min(1, 'page must be at least 1').max(1_000_000).default(1)
const limit = z.coerce.number().int().min(1).max(100, 'limit must be at most 100').default(20)

/** Finding a pilot's page: `around=me` (signed in) or `user=<id>`. */
const locate = {
  around: z.literal('me', { error: "around must be 'me'" }).optional(),
  user: z.uuid('user must be a pilot id').optional(),
}

export const RankingQuerySchema = z.object({
  game: z.coerce.number().int().min(1, 'Unknown game').max(16, 'Unknown game'),
  mode: z.coerce.number().int().min(1, 'Unknown mode').max(3, 'Unknown mode'),
  page,
  limit,
  ...locate,
})
export type RankingQuery = z.infer<typeof RankingQuerySchema>

export const GlobalRankingQuerySchema = z.object({ page, limit, ...locate })
export type GlobalRankingQuery = z.infer<typeof GlobalRankingQuerySchema>

/** What every ranking row says about its pilot. */
export const PilotCardSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** Uploaded avatar URL, else the registered photo URL, else null (default image). */
  avatar: z.string().nullable(),
  countryCode: z.string().nullable(),
  ship: z.string(),
})
export type PilotCard = z.infer<typeof PilotCardSchema>

export const RankingEntrySchema = PilotCardSchema.extend({
  rank: z.number().int(),
  score: z.number().int(),
  gameId: z.number().int(),
  game: z.string(),
  modeId: z.number().int(),
  mode: z.string(),
  /** The ranked run, whose verification report is `/runs/:runId`. */
  runId: z.string(),
  /** Ranked while a moderator has not confirmed it yet (SPEC issue 8: provisional ranking). */
  provisional: z.boolean(),
  approvedAt: z.string(),
  xPoints: z.number().int(),
})
export type RankingEntry = z.infer<typeof RankingEntrySchema>

/** The located pilot's place (null rank when they have no entry in this ranking). */
export const PilotPlaceSchema = z.object({ userId: z.string(), rank: z.number().int().nullable() })

export const RankingPageSchema = z.object({
  gameId: z.number().int(),
  modeId: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pilot: PilotPlaceSchema.nullable(),
  entries: z.array(RankingEntrySchema),
})
export type RankingPage = z.infer<typeof RankingPageSchema>

export const GlobalRankingEntrySchema = PilotCardSchema.extend({
  rank: z.number().int(),
  xPoints: z.number().int(),
  tier: z.enum(TIERS),
  level: z.number().int(),
  xp: z.number().int(),
})
export type GlobalRankingEntry = z.infer<typeof GlobalRankingEntrySchema>

export const GlobalRankingPageSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pilot: PilotPlaceSchema.nullable(),
  entries: z.array(GlobalRankingEntrySchema),
})
export type GlobalRankingPage = z.infer<typeof GlobalRankingPageSchema>
