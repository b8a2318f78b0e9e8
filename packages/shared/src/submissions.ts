import { z } from 'zod'
import { LEVELS, MODES, PLATFORMS, SUBMISSION_STATUSES } from './codes.ts'
import { GAMES } from './games.ts'
import { ValidationResultSchema, VERDICTS } from './validation.ts'
import { isYoutubeUrl } from './youtube.ts'

/** The spec's upload messages (SPEC.md sections 5 and 8), word for word. */
export const MISSING_FIELDS_MESSAGE = 'Please fill in the following fields:'
export const YOUTUBE_ONLY_MESSAGE = 'The URL must be from YouTube for automatic analysis.'
export const INVALID_FIELDS_MESSAGE = 'Invalid fields: '

/** At most this many submissions of one pilot may wait or run at once. */
export const MAX_ACTIVE_SUBMISSIONS = 3
export const TOO_MANY_ACTIVE_MESSAGE = `You already have ${MAX_ACTIVE_SUBMISSIONS} videos being validated. Please wait for one to finish before sending another.`

/** Names the upload modal lists for missing fields, in the spec's order. */
export const MISSING_FIELD_NAMES = {
  url: 'Video URL',
  platformId: 'Platform',
  modeId: 'Mode',
  levelId: 'Level',
  gameId: 'Invalid GameId',
} as const
/** Names listed after 'Invalid fields: '. */
export const INVALID_FIELD_NAMES = {
  gameId: 'Game',
  platformId: 'Platform',
  modeId: 'Mode',
  levelId: 'Level',
} as const

type IdField = keyof typeof INVALID_FIELD_NAMES
const ID_FIELDS: readonly IdField[] = ['gameId', 'platformId', 'modeId', 'levelId']
const KNOWN_IDS: Record<IdField, Set<number>> = {
  gameId: new Set(GAMES.map((game) => game.id)),
  platformId: new Set(PLATFORMS.map((item) => item.id)),
  modeId: new Set(MODES.map((item) => item.id)),
  levelId: new Set(LEVELS.map((item) => item.id)),
}

/** Checked fields of a new submission. */
export interface SubmissionFields {
  url: string | null
  gameId: number
  platformId: number
  modeId: number
  levelId: number
}

export type SubmissionFieldsCheck =
  | { ok: true; value: SubmissionFields }
  | { ok: false; message: string; fields: Record<string, string> }

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/**
 * The spec's upload checks, in its order: missing fields, then the YouTube pattern (unless a file
 * is sent), then ids that are not numbers (or not known codes). The server and the web form share
 * it, so both give the same messages.
 */
export function checkSubmissionFields(
  input: Record<string, unknown>,
  options: { hasFile: boolean },
): SubmissionFieldsCheck {
  const missing = Object.entries(MISSING_FIELD_NAMES).filter(
    ([key]) => isBlank(input[key]) && !(key === 'url' && options.hasFile),
  )
  if (missing.length > 0) {
    const names = missing.map(([, name]) => name)
    return {
      ok: false,
      message: `${MISSING_FIELDS_MESSAGE}\n${names.map((name) => `• ${name}`).join('\n')}`,
      fields: Object.fromEntries(missing),
    }
  }
  const url = options.hasFile ? null : String(input.url).trim()
  if (url !== null && !isYoutubeUrl(url)) {
    return { ok: false, message: YOUTUBE_ONLY_MESSAGE, fields: { url: YOUTUBE_ONLY_MESSAGE } }
  }
  const ids = Object.fromEntries(ID_FIELDS.map((key) => [key, Number(input[key])])) as Record<
    IdField,
    number
  >
  const invalid = ID_FIELDS.filter((key) => !KNOWN_IDS[key].has(ids[key]))
  if (invalid.length > 0) {
    const names = invalid.map((key) => INVALID_FIELD_NAMES[key])
    return {
      ok: false,
      message: `${INVALID_FIELDS_MESSAGE}${names.join(', ')}`,
      fields: Object.fromEntries(invalid.map((key) => [key, INVALID_FIELD_NAMES[key]])),
    }
  }
  return { ok: true, value: { url, ...ids } }
}

const loose = z.union([z.string(), z.number()]).nullish()

/** `POST /api/submissions` JSON body; the rules live in checkSubmissionFields (spec messages). */
export const CreateSubmissionBodySchema = z.object({
  url: loose,
  gameId: loose,
  platformId: loose,
  modeId: loose,
  levelId: loose,
})
export type CreateSubmissionBody = z.infer<typeof CreateSubmissionBodySchema>

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const
export type JobState = (typeof JOB_STATES)[number]

/** A submission as its owner sees it. */
export const SubmissionSchema = z.object({
  id: z.uuid(),
  gameId: z.number().int(),
  platformId: z.number().int(),
  modeId: z.number().int(),
  levelId: z.number().int(),
  sourceKind: z.enum(['youtube', 'file']),
  sourceUrl: z.string().nullable(),
  originalFilename: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  jobState: z.enum(JOB_STATES),
  verdict: z.enum(VERDICTS).nullable(),
  score: z.number().int().nullable(),
  message: z.string().nullable(),
  error: z.string().nullable(),
  result: ValidationResultSchema.nullable(),
  hasProofFrame: z.boolean(),
  attempts: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
  approvedAt: z.iso.datetime({ offset: true }).nullable(),
})
export type Submission = z.infer<typeof SubmissionSchema>

export const SubmissionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
export type SubmissionListQuery = z.infer<typeof SubmissionListQuerySchema>

export const SubmissionListSchema = z.object({
  items: z.array(SubmissionSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
})
export type SubmissionList = z.infer<typeof SubmissionListSchema>

export const SubmissionIdParamsSchema = z.object({ id: z.uuid() })

const percent = z.number().min(0).max(100)

/** Server-sent events of `GET /api/submissions/:id/events`; the SSE event name is `type`. */
export const SubmissionEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('queued') }),
  z.object({ type: z.literal('downloading'), percent }),
  z.object({ type: z.literal('probing') }),
  z.object({ type: z.literal('reading'), percent }),
  z.object({
    type: z.literal('verdict'),
    status: z.enum(SUBMISSION_STATUSES),
    verdict: z.enum(VERDICTS).nullable(),
    maxScore: z.number().int().nullable(),
    message: z.string(),
  }),
])
export type SubmissionEvent = z.infer<typeof SubmissionEventSchema>
export type SubmissionEventType = SubmissionEvent['type']
