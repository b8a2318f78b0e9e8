import { z } from 'zod'
import {
  AnomalySchema,
  BoxSchema,
  TimelinePointSchema,
  VERDICTS,
  VideoInfoSchema,
} from './validation.ts'

/**
 * Public verification reports, the moderation queue, decisions and appeals (issue 8). The server
 * answers with these shapes; the web pages `/runs/:id` and `/moderation` read them.
 */

/** CARAVAN runs must fit this time limit by the video clock (Hudson's caravan events: 5 minutes). */
export const CARAVAN_TIME_LIMIT_SECONDS = 5 * 60

/** Runs entering this many first places of their board go to the moderation queue. */
export const REVIEWED_TOP_PLACES = 3

/**
 * How a run's status is shown: verified automatically, verified by a moderator, under review
 * (waiting for a moderator, maybe ranked provisionally meanwhile), rejected.
 */
export const RUN_STATUSES = [
  'verified_auto',
  'verified_moderator',
  'under_review',
  'rejected',
] as const
export type RunStatus = (typeof RUN_STATUSES)[number]

/** Why a run sits in the moderation queue. */
export const REVIEW_REASONS = ['uncertain', 'top3', 'appeal'] as const
export type ReviewReason = (typeof REVIEW_REASONS)[number]

export const DECISION_ACTIONS = ['approve', 'reject', 'correct'] as const
export type DecisionAction = (typeof DECISION_ACTIONS)[number]

/** Kinds of kept key frame: the proof frame, its counter crop, anomaly frames, one per minute. */
export const KEY_FRAME_KINDS = ['proof', 'counter', 'anomaly', 'minute'] as const
export type KeyFrameKind = (typeof KEY_FRAME_KINDS)[number]

const isoDate = z.iso.datetime({ offset: true })

/** A small JPEG kept under DATA_DIR; `url` is `/api/runs/:id/frames/:name`. */
export const KeyFrameSchema = z.object({
  name: z.string(),
  kind: z.enum(KEY_FRAME_KINDS),
  /** Decoded frame index in the video (0-based). */
  frame: z.number().int().nonnegative(),
  /** Position in the video, in seconds. */
  second: z.number().nonnegative(),
  url: z.string(),
})
export type KeyFrame = z.infer<typeof KeyFrameSchema>

export const RunPilotSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  country: z.string().nullable(),
})
export type RunPilot = z.infer<typeof RunPilotSchema>

/** A run's status and score before or after a decision. */
export const RunStateSchema = z.object({
  status: z.enum(RUN_STATUSES),
  score: z.number().int().nullable(),
})
export type RunState = z.infer<typeof RunStateSchema>

/** One entry of a run's audit log (moderator decisions, in time order). */
export const RunDecisionSchema = z.object({
  id: z.string(),
  /** The moderator who decided. */
  who: z.object({ id: z.string(), name: z.string() }),
  when: isoDate,
  action: z.enum(DECISION_ACTIONS),
  before: RunStateSchema,
  after: RunStateSchema,
  reason: z.string().nullable(),
  /** For `correct`: the frame that shows the corrected score. */
  frame: z.number().int().nullable(),
})
export type RunDecision = z.infer<typeof RunDecisionSchema>

export const APPEAL_OUTCOMES = ['approved', 'rejected', 'corrected'] as const
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number]

export const RunAppealSchema = z.object({
  message: z.string(),
  createdAt: isoDate,
  /** Null while the appeal waits in the queue. */
  outcome: z.enum(APPEAL_OUTCOMES).nullable(),
})
export type RunAppeal = z.infer<typeof RunAppealSchema>

export const RunAnomalySchema = AnomalySchema.extend({
  /** The kept frame of this anomaly (null when it could not be kept). */
  frameUrl: z.string().nullable(),
})
export type RunAnomaly = z.infer<typeof RunAnomalySchema>

export const RunSourceSchema = z.object({
  kind: z.enum(['youtube', 'file']),
  /** The YouTube URL (even when the video is gone, for the record). */
  youtubeUrl: z.string().nullable(),
  /** The kept uploaded file (`/api/runs/:id/video`), null once retention removed it. */
  fileUrl: z.string().nullable(),
  /** The video can no longer be watched: YouTube says it is gone, or the file was removed. */
  sourceGone: z.boolean(),
  /** When the YouTube video was last checked (null: never, or an upload). */
  checkedAt: isoDate.nullable(),
})
export type RunSource = z.infer<typeof RunSourceSchema>

/** What the report and a queue item both say of a run: whose, what was played, where it stands. */
const RunHeadSchema = z.object({
  id: z.string(),
  pilot: RunPilotSchema,
  gameId: z.number().int(),
  modeId: z.number().int(),
  platformId: z.number().int(),
  levelId: z.number().int(),
  /** The score the run counts with (a moderator's correction wins over the engine's reading). */
  score: z.number().int().nullable(),
  status: z.enum(RUN_STATUSES),
  /** Ranked while a moderator has not confirmed it yet. */
  provisional: z.boolean(),
})

/** `GET /api/runs/:id`: the public verification report of a validated run. */
export const RunReportSchema = RunHeadSchema.extend({
  /** The score the engine read. */
  readScore: z.number().int().nullable(),
  /** Why it is in the moderation queue (null when it is not). */
  reviewReason: z.enum(REVIEW_REASONS).nullable(),
  /** Plain-language reason of the status (the failed check, the moderator's reason, ...). */
  reason: z.string(),
  verdict: z.enum(VERDICTS).nullable(),
  engineVersion: z.string().nullable(),
  confidence: z.number().nullable(),
  videoInfo: VideoInfoSchema.nullable(),
  /** Frames per second of the timeline's frame numbers (null when unknown). */
  fps: z.number().nullable(),
  timeline: z.array(TimelinePointSchema),
  anomalies: z.array(RunAnomalySchema),
  proofFrame: z.number().int().nullable(),
  proofFrameUrl: z.string().nullable(),
  /** Crop of the counter box at the proof frame. */
  counterCropUrl: z.string().nullable(),
  /** The counter box in proof-frame pixels, to outline it over the proof frame. */
  counterBox: BoxSchema.nullable(),
  /** Size of the proof frame in pixels (the box is relative to it). */
  frameSize: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
  keyFrames: z.array(KeyFrameSchema),
  source: RunSourceSchema,
  sha256: z.string().nullable(),
  submittedAt: isoDate,
  validatedAt: isoDate.nullable(),
  decisions: z.array(RunDecisionSchema),
  appeal: RunAppealSchema.nullable(),
  /** The signed-in caller owns the run. */
  isOwner: z.boolean(),
  /** The signed-in owner may appeal (rejected, never appealed). */
  canAppeal: z.boolean(),
})
export type RunReport = z.infer<typeof RunReportSchema>

export const RunIdParamsSchema = z.object({ id: z.uuid('Run not found') })
export const RunFrameParamsSchema = RunIdParamsSchema.extend({
  name: z.string().regex(/^[a-z0-9-]{1,40}\.jpg$/, 'Frame not found'),
})

/** An item of `GET /api/moderation/queue` (oldest first). */
export const ModerationQueueItemSchema = RunHeadSchema.extend({
  reviewReason: z.enum(REVIEW_REASONS),
  reason: z.string(),
  anomalies: z.number().int(),
  proofFrameUrl: z.string().nullable(),
  /** When it entered the queue. */
  queuedAt: isoDate,
  submittedAt: isoDate,
  appealMessage: z.string().nullable(),
})
export type ModerationQueueItem = z.infer<typeof ModerationQueueItemSchema>

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page must be at least 1').max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'pageSize must be at least 1')
    .max(100, 'pageSize must be at most 100')
    .default(20),
})
export type PageQuery = z.infer<typeof PageQuerySchema>

export const ModerationQueueSchema = z.object({
  items: z.array(ModerationQueueItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
})
export type ModerationQueue = z.infer<typeof ModerationQueueSchema>

/** `GET /api/moderation/runs/:id/frames?around=<frame>`: kept frames nearest that frame. */
export const FramesAroundQuerySchema = z.object({
  around: z.coerce
    .number()
    .int('around must be a frame number')
    .min(0, 'around must be a frame number'),
})
export const FramesAroundSchema = z.object({
  around: z.number().int(),
  /** In frame order: the nearest kept frame before, at (or nearest) and after `around`. */
  frames: z.array(KeyFrameSchema),
})
export type FramesAround = z.infer<typeof FramesAroundSchema>

export const REASON_MAX = 500

/** `POST /api/moderation/runs/:id/decision`. */
export const ModerationDecisionBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('approve') }),
    z.object({
      action: z.literal('reject'),
      reason: z
        .string({ error: 'A rejection needs a reason' })
        .trim()
        .min(1, 'A rejection needs a reason')
        .max(REASON_MAX, `The reason must be at most ${REASON_MAX} characters`),
    }),
    z.object({
      action: z.literal('correct'),
      score: z
        .number({ error: 'The corrected score must be a number' })
        .int('The score must be a whole number')
        .min(0, 'The score cannot be negative'),
      frame: z
        .number({ error: 'The frame must be a frame number' })
        .int('The frame must be a frame number')
        .min(0, 'The frame must be a frame number'),
      reason: z.string().trim().max(REASON_MAX).optional(),
    }),
  ],
  { error: "action must be 'approve', 'reject' or 'correct'" },
)
export type ModerationDecisionBody = z.infer<typeof ModerationDecisionBodySchema>

export const APPEAL_MAX = 1000

/** `POST /api/runs/:id/appeal`. */
export const AppealBodySchema = z.object({
  message: z
    .string({ error: 'Write a message for the moderators' })
    .trim()
    .min(1, 'Write a message for the moderators')
    .max(APPEAL_MAX, `The message must be at most ${APPEAL_MAX} characters`),
})
export type AppealBody = z.infer<typeof AppealBodySchema>

/** A pilot's approved run on their public page (`GET /api/profiles/:id/runs`). */
export const PilotRunSchema = z.object({
  id: z.string(),
  gameId: z.number().int(),
  modeId: z.number().int(),
  platformId: z.number().int(),
  levelId: z.number().int(),
  score: z.number().int(),
  status: z.enum(RUN_STATUSES),
  provisional: z.boolean(),
  approvedAt: isoDate,
})
export type PilotRun = z.infer<typeof PilotRunSchema>

export const PilotRunListSchema = z.object({
  items: z.array(PilotRunSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
})
export type PilotRunList = z.infer<typeof PilotRunListSchema>

/** Fixed texts of the moderation API (shown as is). */
export const ModerationMessages = {
  notModerator: 'Only moderators can do this.',
  runNotFound: 'Run not found.',
  notValidated: 'This run has not been validated yet.',
  notInQueue: 'This run is not waiting for a moderator.',
  approveNeedsScore: 'This run has no score to approve: correct it with the score and its frame.',
  frameOutOfVideo: 'The frame is outside the video.',
  appealNotOwner: 'Only the pilot of this run can appeal.',
  appealNotRejected: 'Only a rejected run can be appealed.',
  appealTwice: 'This run has already been appealed once; an appeal cannot be repeated.',
  frameNotFound: 'Frame not found.',
  videoNotKept: 'The video of this run is no longer kept.',
} as const
