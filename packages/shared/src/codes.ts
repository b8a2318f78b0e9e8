import { z } from 'zod'

/** Platform codes of the validation request (SPEC.md section 3). */
export const PLATFORMS = [
  { id: 1, key: 'pc', label: 'PC' },
  { id: 2, key: 'pcb', label: 'PCB' },
  { id: 3, key: 'ps1', label: 'PS1' },
  { id: 4, key: 'ps2', label: 'PS2' },
  { id: 5, key: 'ps3', label: 'PS3' },
  { id: 6, key: 'ps4', label: 'PS4' },
  { id: 7, key: 'ps5', label: 'PS5' },
  { id: 8, key: 'sega-genesis', label: 'Sega Genesis' },
  { id: 9, key: 'sega-saturn', label: 'Sega Saturn' },
  { id: 10, key: 'dreamcast', label: 'Dreamcast' },
  { id: 11, key: 'gamecube', label: 'GameCube' },
  { id: 12, key: 'switch', label: 'Switch' },
  { id: 13, key: 'switch2', label: 'Switch 2' },
  { id: 14, key: 'xbox', label: 'Xbox' },
  { id: 15, key: 'xbox360', label: 'Xbox 360' },
  { id: 16, key: 'xboxOne', label: 'Xbox One' },
] as const

/** Mode codes: the key is the code's name, the label what the interface shows. */
export const MODES = [
  { id: 1, key: 'time-attack', label: 'HI-SCORE' },
  { id: 2, key: 'score-attack', label: 'CARAVAN' },
  { id: 3, key: '1cc-mode', label: '1CC MODE' },
] as const

export const LEVELS = [
  { id: 1, key: 'easy', label: 'Easy' },
  { id: 2, key: 'normal', label: 'Normal' },
  { id: 3, key: 'hard', label: 'Hard' },
] as const

export type PlatformId = (typeof PLATFORMS)[number]['id']
export type ModeId = (typeof MODES)[number]['id']
export type LevelId = (typeof LEVELS)[number]['id']

const idSet = (list: readonly { id: number }[]) => new Set(list.map((item) => item.id))
const platformIds = idSet(PLATFORMS)
const modeIds = idSet(MODES)
const levelIds = idSet(LEVELS)

export const PlatformIdSchema = z
  .number()
  .int()
  .refine((id) => platformIds.has(id), 'Unknown platform')
export const ModeIdSchema = z
  .number()
  .int()
  .refine((id) => modeIds.has(id), 'Unknown mode')
export const LevelIdSchema = z
  .number()
  .int()
  .refine((id) => levelIds.has(id), 'Unknown level')

/** Submission / upload statuses with the spec's dot colours. */
export const SUBMISSION_STATUSES = ['approved', 'under_review', 'rejected'] as const
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]
