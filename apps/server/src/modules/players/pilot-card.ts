import { sql } from 'drizzle-orm'
import { defaultPilotName, shipForLevel, type PilotCard } from '@app/shared'
import { pilotStats } from '../progress/progress.schema.ts'
import { users } from '../users/users.schema.ts'

/** Where uploaded avatars are served (see routes/profiles). */
export const AVATAR_URL_PREFIX = '/api/avatars/'

/** Columns every pilot card needs; select them with `users` and a left join on `pilot_stats`. */
export const pilotCardColumns = {
  userId: users.id,
  nickname: users.nickname,
  avatarPath: users.avatarPath,
  photoUrl: users.photoUrl,
  country: users.country,
  level: sql<number>`coalesce(${pilotStats.level}, 1)`.mapWith(Number),
}

export interface PilotCardColumns {
  userId: string
  nickname: string | null
  avatarPath: string | null
  photoUrl: string | null
  country: string | null
  level: number
}

/** The uploaded avatar wins over the registered photo URL; null means the default image. */
export function avatarUrl(row: Pick<PilotCardColumns, 'avatarPath' | 'photoUrl'>): string | null {
  if (row.avatarPath) return `${AVATAR_URL_PREFIX}${row.avatarPath}`
  return row.photoUrl
}

export function toPilotCard(row: PilotCardColumns): PilotCard {
  return {
    userId: row.userId,
    name: row.nickname ?? defaultPilotName(row.userId),
    avatar: avatarUrl(row),
    countryCode: row.country,
    ship: shipForLevel(row.level),
  }
}
