import { z } from 'zod'
import { GlobalRankingEntrySchema, PilotCardSchema } from './rankings.ts'

/** An upcoming event card on the home carousel. */
export const HomeEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  subTitle: z.string(),
  date: z.string(),
})
export type HomeEvent = z.infer<typeof HomeEventSchema>

export const TopGameSchema = z.object({
  gameId: z.number().int(),
  title: z.string(),
  approvedRuns: z.number().int(),
  /** Best HI-SCORE mode score of the game, null when its HI-SCORE ranking is empty. */
  topScore: z.number().int().nullable(),
  topPilot: PilotCardSchema.nullable(),
})

export const BestPilotSchema = z.object({
  modeId: z.number().int(),
  mode: z.string(),
  /** Null when nobody is ranked in this mode yet (the spec's placeholder look: 0 points). */
  pilot: PilotCardSchema.nullable(),
  xPoints: z.number().int(),
})

export const HomeSchema = z.object({
  events: z.array(HomeEventSchema),
  topPilots: z.array(GlobalRankingEntrySchema),
  topGames: z.array(TopGameSchema),
  bestPilots: z.array(BestPilotSchema),
})
export type Home = z.infer<typeof HomeSchema>
