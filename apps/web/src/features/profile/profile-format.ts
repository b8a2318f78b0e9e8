import type { MyProfile } from '@app/shared'

/** A date as yyyy-mm-dd (UTC), the Upload History's format; a dash when there is none. */
export function isoDay(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '—'
}

/** How far the pilot is from the start of their level to the next one, 0-100. */
export function levelProgress(profile: Pick<MyProfile, 'xp' | 'levelXp' | 'nextLevelXp'>) {
  const span = profile.nextLevelXp - profile.levelXp
  if (span <= 0) return 100
  return Math.min(100, Math.max(0, ((profile.xp - profile.levelXp) / span) * 100))
}
