import {
  MISSIONS,
  MODES,
  tierForXPoints,
  xpForLevel,
  type MyProfile,
  type PilotRegistrationBody,
  type PublicProfile,
  type UpdateProfileBody,
} from '@app/shared'
import { notFound } from '../../lib/errors.ts'
import { avatarUrl, toPilotCard } from '../players/pilot-card.ts'
import type { GlobalRankingRepository } from '../rankings/global-ranking.repository.ts'
import { modeLabel } from '../rankings/rankings.service.ts'
import { toAvatarImage } from './avatar-image.ts'
import type { AvatarStore } from './avatar.store.ts'
import type { EntryWithRank, ProfileRow, ProfilesRepository } from './profiles.repository.ts'

export interface ProfilesServiceDeps {
  repo: ProfilesRepository
  globalRepo: GlobalRankingRepository
  avatars: AvatarStore
}

/** Per mode: rankings entered, the best rank held (with its score) and the X-points earned. */
function modeStats(entries: readonly EntryWithRank[]): PublicProfile['modes'] {
  return MODES.map((mode) => {
    const ofMode = entries.filter((entry) => entry.modeId === mode.id)
    const best = ofMode.reduce<EntryWithRank | null>(
      (top, entry) => (!top || entry.rank < top.rank ? entry : top),
      null,
    )
    return {
      modeId: mode.id,
      mode: modeLabel(mode.id),
      entries: ofMode.length,
      bestScore: best?.score ?? null,
      bestRank: best?.rank ?? null,
      xPoints: ofMode.reduce((sum, entry) => sum + entry.xPoints, 0),
    }
  })
}

export function createProfilesService(deps: ProfilesServiceDeps) {
  const { repo, globalRepo, avatars } = deps

  async function load(userId: string): Promise<ProfileRow> {
    const row = await repo.find(userId)
    if (!row) throw notFound('Pilot not found')
    return row
  }

  async function publicProfile(row: ProfileRow): Promise<PublicProfile> {
    const { user } = row
    const [entries, completed, globalRank] = await Promise.all([
      repo.entriesWithRank(user.id),
      repo.completedMissions(user.id),
      globalRepo.rankOf(user.id),
    ])
    const completedAt = new Map(completed.map((done) => [done.missionId, done.completedAt]))
    return {
      ...toPilotCard({ ...user, userId: user.id, level: row.level }),
      bio: user.bio,
      photoUrl: user.photoUrl,
      createdAt: user.createdAt.toISOString(),
      level: row.level,
      xp: row.xp,
      levelXp: xpForLevel(row.level),
      nextLevelXp: xpForLevel(row.level + 1),
      xPoints: row.xPoints,
      tier: tierForXPoints(row.xPoints),
      globalRank,
      battles: row.approvedRuns,
      isDemo: user.isDemo,
      modes: modeStats(entries),
      missions: MISSIONS.map((mission) => ({
        ...mission,
        completedAt: completedAt.get(mission.id)?.toISOString() ?? null,
      })),
    }
  }

  async function mine(userId: string): Promise<MyProfile> {
    const row = await load(userId)
    return {
      ...(await publicProfile(row)),
      email: row.user.email,
      registered: row.user.nickname !== null && row.user.country !== null,
    }
  }

  async function patch(userId: string, values: Parameters<ProfilesRepository['update']>[1]) {
    if (!(await repo.update(userId, values))) throw notFound('Pilot not found')
    return mine(userId)
  }

  return {
    mine,
    /** Public fields only: the e-mail never leaves through here. */
    profile: async (userId: string) => publicProfile(await load(userId)),

    update: (userId: string, body: UpdateProfileBody) => patch(userId, body),

    /** REGISTER PLAYER: completes the pilot identity (name, photo URL, nationality). */
    register: (userId: string, body: PilotRegistrationBody) =>
      patch(userId, { nickname: body.name, photoUrl: body.photoUrl, country: body.nationality }),

    /** Re-encodes and stores the avatar, then removes the previous file. */
    async setAvatar(userId: string, upload: Buffer): Promise<{ avatar: string }> {
      const image = await toAvatarImage(upload)
      const name = await avatars.save(userId, image)
      const before = await repo.update(userId, { avatarPath: name }).catch(async (error) => {
        await avatars.remove(name)
        throw error
      })
      if (!before) {
        await avatars.remove(name)
        throw notFound('Pilot not found')
      }
      if (before.avatarPath) await avatars.remove(before.avatarPath)
      return { avatar: avatarUrl({ avatarPath: name, photoUrl: null })! }
    },
  }
}
export type ProfilesService = ReturnType<typeof createProfilesService>
