import { z } from 'zod'

/**
 * A mission (SPEC.md section 3: ten per game for games 1-6, 300 to 1500 XP). It is completed by an
 * approved run of `gameId` whose score reaches `minScore`, in `modeId` when set (any mode when null)
 * and on at least `minLevelId` difficulty (1 easy, 2 normal, 3 hard).
 */
export interface Mission {
  id: number
  gameId: number
  missionName: string
  exp: number
  modeId: number | null
  minLevelId: number
  minScore: number
}

interface MissionTemplate {
  name: string
  exp: number
  modeId: number | null
  minLevelId: number
  /** Share of the game's reference score that the run must reach. */
  share: number
}

/** The ten steps every game's campaign goes through, from a first sortie to a hard 1CC. */
const TEMPLATES: readonly MissionTemplate[] = [
  { name: 'First Sortie', exp: 300, modeId: null, minLevelId: 1, share: 0 },
  { name: 'Warm-Up Run', exp: 400, modeId: 1, minLevelId: 1, share: 0.1 },
  { name: 'Caravan Rookie', exp: 500, modeId: 2, minLevelId: 1, share: 0.05 },
  { name: 'Steady Hands', exp: 600, modeId: 1, minLevelId: 2, share: 0.25 },
  { name: 'One Credit Wonder', exp: 700, modeId: 3, minLevelId: 1, share: 0 },
  { name: 'Caravan Ace', exp: 800, modeId: 2, minLevelId: 2, share: 0.15 },
  { name: 'Half the Legend', exp: 1000, modeId: 1, minLevelId: 2, share: 0.5 },
  { name: 'Iron Pilot', exp: 1100, modeId: 3, minLevelId: 3, share: 0.3 },
  { name: 'Score Hunter', exp: 1300, modeId: null, minLevelId: 3, share: 0.75 },
  { name: 'Living Legend', exp: 1500, modeId: 1, minLevelId: 3, share: 1 },
]

/** Games with missions, each with its pilot's call sign and a reference (world-class) score. */
const CAMPAIGNS = [
  { gameId: 1, callSign: 'Vic Viper', referenceScore: 2_000_000 },
  { gameId: 2, callSign: 'Silver Hawk', referenceScore: 20_000_000 },
  { gameId: 3, callSign: 'R-9', referenceScore: 1_000_000 },
  { gameId: 4, callSign: 'Rynex', referenceScore: 10_000_000 },
  { gameId: 5, callSign: 'Zed Blade', referenceScore: 5_000_000 },
  { gameId: 6, callSign: 'P-38', referenceScore: 3_000_000 },
] as const

/** All 60 missions; ids are stable: (gameId - 1) * 10 + step. */
export const MISSIONS: readonly Mission[] = CAMPAIGNS.flatMap((campaign) =>
  TEMPLATES.map((template, step) => ({
    id: (campaign.gameId - 1) * 10 + step + 1,
    gameId: campaign.gameId,
    missionName: `${campaign.callSign}: ${template.name}`,
    exp: template.exp,
    modeId: template.modeId,
    minLevelId: template.minLevelId,
    minScore: Math.round(campaign.referenceScore * template.share),
  })),
)

/** The best approved score a pilot has in one game, mode and difficulty. */
export interface ApprovedBest {
  gameId: number
  modeId: number
  levelId: number
  score: number
}

/** The first of the pilot's approved runs that completes the mission, if any. */
export function completingRun<Run extends ApprovedBest>(
  mission: Mission,
  runs: readonly Run[],
): Run | undefined {
  return runs.find(
    (run) =>
      run.gameId === mission.gameId &&
      (mission.modeId === null || run.modeId === mission.modeId) &&
      run.levelId >= mission.minLevelId &&
      run.score >= mission.minScore,
  )
}

export const MissionStatusSchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  missionName: z.string(),
  exp: z.number().int(),
  modeId: z.number().int().nullable(),
  minLevelId: z.number().int(),
  minScore: z.number().int(),
  completedAt: z.string().nullable(),
})
export type MissionStatus = z.infer<typeof MissionStatusSchema>
