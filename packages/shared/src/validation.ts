import { z } from 'zod'

/** Kinds of anomaly the engine reports (issue: score-validation engine, item 5). */
export const ANOMALY_KINDS = [
  'impossible_jump',
  'score_decrease',
  'splice',
  'frozen',
  'overlay',
  'format_change',
] as const
export type AnomalyKind = (typeof ANOMALY_KINDS)[number]

export const AnomalySchema = z.object({
  frame: z.number().int().nonnegative(),
  kind: z.enum(ANOMALY_KINDS),
  detail: z.string(),
})
export type Anomaly = z.infer<typeof AnomalySchema>

/** At most this many anomalies are listed to people (SPEC.md section 9). */
export const MAX_ANOMALIES_SHOWN = 10

export const TimelinePointSchema = z.object({
  frame: z.number().int().nonnegative(),
  score: z.number().int().nonnegative().nullable(),
  confidence: z.number().min(0).max(1),
})
export type TimelinePoint = z.infer<typeof TimelinePointSchema>

export const VideoInfoSchema = z.object({
  videoCodec: z.string(),
  audioCodec: z.string(),
  duration: z.number().nonnegative(),
  resolution: z.string(),
})
export type VideoInfo = z.infer<typeof VideoInfoSchema>

/** The verdict's three outcomes: the platform sends uncertain runs to a moderator. */
export const VERDICTS = ['valid', 'invalid', 'uncertain'] as const
export type Verdict = (typeof VERDICTS)[number]

/** Where the score counter was found, in source-frame pixels. */
export const BoxSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
})
export type Box = z.infer<typeof BoxSchema>

/** The `/validate` response (SPEC.md section 7, DESIGN.md section 3) plus the engine's extras. */
export const ValidationResultSchema = z.object({
  maxScore: z.number().int().nonnegative().nullable(),
  message: z.string(),
  isValid: z.boolean(),
  proofFrameIndex: z.number().int(),
  anomalyFrames: z.array(z.number().int().nonnegative()),
  videoInfo: VideoInfoSchema,
  anomalies: z.array(AnomalySchema),
  timeline: z.array(TimelinePointSchema),
  verdict: z.enum(VERDICTS),
  confidence: z.number().min(0).max(1),
  counterBox: BoxSchema.nullable(),
  engineVersion: z.string(),
})
export type ValidationResult = z.infer<typeof ValidationResultSchema>

/** The `/validate` request body, exactly the spec's field names. */
export const ValidateRequestSchema = z.object({
  userId: z.coerce.number().int().optional(),
  url: z.string().min(1, 'Video URL is required'),
  gameId: z.coerce.number().int().min(1).max(16),
  platformid: z.coerce.number().int(),
  modeId: z.coerce.number().int(),
  levelId: z.coerce.number().int(),
})
export type ValidateRequest = z.infer<typeof ValidateRequestSchema>
