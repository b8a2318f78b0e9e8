import { z } from 'zod'
import { MissionStatusSchema } from './missions.ts'
import { PilotCardSchema, TIERS } from './rankings.ts'

/** XP of every approved run (mission XP comes on top, once per completed mission). */
export const XP_PER_APPROVED_RUN = 100
/** Level L starts at LEVEL_XP_STEP * L * (L - 1) XP: 0, 500, 1500, 3000, 5000, ... */
export const LEVEL_XP_STEP = 250
/** A new ship every SHIP_LEVELS levels, up to SHIP_COUNT ships. */
export const SHIP_LEVELS = 5
export const SHIP_COUNT = 8

export function xpForLevel(level: number): number {
  return LEVEL_XP_STEP * level * (level - 1)
}

/** The level that `xp` reaches (1 at 0 XP). */
export function levelForXp(xp: number): number {
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + (4 * xp) / LEVEL_XP_STEP)) / 2))
  while (xpForLevel(level + 1) <= xp) level += 1
  while (level > 1 && xpForLevel(level) > xp) level -= 1
  return level
}

export function shipForLevel(level: number): string {
  return `Ship ${Math.min(SHIP_COUNT, Math.ceil(Math.max(1, level) / SHIP_LEVELS))}`
}

/** Display name of a pilot who has not chosen one yet (never derived from the e-mail). */
export function defaultPilotName(userId: string): string {
  return `Pilot-${userId.slice(0, 6).toUpperCase()}`
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })
/** Region codes ICU names that are not countries (unknown, pseudo-locales, groupings). */
const NOT_COUNTRIES = new Set(['ZZ', 'QO', 'XA', 'XB', 'EZ', 'UK'])
/** ISO 3166-1 alpha-2 code known to the platform's ICU data (flags exist for these). */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && !NOT_COUNTRIES.has(code) && regionNames.of(code) !== code
}

export const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, 'Unknown country code')

export const NicknameSchema = z
  .string()
  .trim()
  .min(2, 'Nickname must be at least 2 characters')
  .max(32, 'Nickname must be at most 32 characters')
  .regex(/^[^\p{Cc}<>]+$/u, 'Nickname contains characters that are not allowed')

export const UpdateProfileBodySchema = z
  .object({
    nickname: NicknameSchema.optional(),
    bio: z.string().trim().max(500, 'Bio must be at most 500 characters').optional(),
    country: CountryCodeSchema.nullable().optional(),
  })
  .strict()
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>

const FILL_ALL = 'Please fill in all fields!'
const required = z.string(FILL_ALL).trim().min(1, FILL_ALL)

/** REGISTER PLAYER (SPEC.md section 5): every field required, the photo URL must be https. */
export const PilotRegistrationBodySchema = z.object({
  name: required.pipe(NicknameSchema),
  photoUrl: required.max(2048, 'Photo URL is too long').refine((value) => {
    try {
      return new URL(value).protocol === 'https:'
    } catch {
      return false
    }
  }, 'The photo URL must be an https:// address'),
  nationality: required.pipe(CountryCodeSchema),
})
export type PilotRegistrationBody = z.infer<typeof PilotRegistrationBodySchema>

export const ModeStatsSchema = z.object({
  modeId: z.number().int(),
  mode: z.string(),
  /** Rankings (games) the pilot is on in this mode. */
  entries: z.number().int(),
  bestScore: z.number().int().nullable(),
  bestRank: z.number().int().nullable(),
  xPoints: z.number().int(),
})

export const PublicProfileSchema = PilotCardSchema.extend({
  bio: z.string(),
  photoUrl: z.string().nullable(),
  createdAt: z.string(),
  level: z.number().int(),
  xp: z.number().int(),
  levelXp: z.number().int(),
  nextLevelXp: z.number().int(),
  xPoints: z.number().int(),
  tier: z.enum(TIERS),
  globalRank: z.number().int().nullable(),
  battles: z.number().int(),
  isDemo: z.boolean(),
  modes: z.array(ModeStatsSchema),
  missions: z.array(MissionStatusSchema),
})
export type PublicProfile = z.infer<typeof PublicProfileSchema>

export const MyProfileSchema = PublicProfileSchema.extend({
  email: z.string(),
  /** The pilot identity (name, photo, nationality) is complete. */
  registered: z.boolean(),
})
export type MyProfile = z.infer<typeof MyProfileSchema>

export const AvatarResponseSchema = z.object({ avatar: z.string() })

export const PlayersQuerySchema = z.object({
  q: z.string().trim().max(64, 'Search must be at most 64 characters').optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100, 'limit must be at most 100').default(20),
})
export type PlayersQuery = z.infer<typeof PlayersQuerySchema>

export const PlayerListItemSchema = PilotCardSchema.extend({
  level: z.number().int(),
  xPoints: z.number().int(),
  tier: z.enum(TIERS),
})
export const PlayerListSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  players: z.array(PlayerListItemSchema),
})
export type PlayerList = z.infer<typeof PlayerListSchema>
