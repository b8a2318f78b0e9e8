import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import type { KeyFrameKind, ReviewReason, ValidationResult } from '@app/shared'
import { users } from '../users/users.schema.ts'

/** A submitted run: what the pilot claimed, where the video is, and what the engine found. */
/** A kept key frame (JPEG under DATA_DIR/evidence/<submission id>/<name>). */
export interface KeptFrame {
  name: string
  kind: KeyFrameKind
  frame: number
  second: number
}

/** The evidence kept beyond the video: key frames, frame rate and frame size. */
export interface KeptEvidence {
  fps: number | null
  frames: KeptFrame[]
}

export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    modeId: integer('mode_id').notNull(),
    platformId: integer('platform_id').notNull(),
    levelId: integer('level_id').notNull(),
    sourceKind: text('source_kind', { enum: ['youtube', 'file'] }).notNull(),
    sourceUrl: text('source_url'),
    filePath: text('file_path'),
    originalFilename: text('original_filename'),
    videoSha256: text('video_sha256'),
    status: text('status', { enum: ['under_review', 'approved', 'rejected'] })
      .notNull()
      .default('under_review'),
    /** Where the job is: queued, running, done or failed (the status above is the verdict's). */
    jobState: text('job_state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    verdict: text('verdict', { enum: ['valid', 'invalid', 'uncertain'] }),
    score: bigint('score', { mode: 'number' }),
    message: text('message'),
    result: jsonb('result').$type<ValidationResult>(),
    proofFramePath: text('proof_frame_path'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Ranked while a moderator has not confirmed it. */
    provisional: boolean('provisional').notNull().default(false),
    /** Why it waits in the moderation queue; null when it does not. */
    reviewReason: text('review_reason').$type<ReviewReason>(),
    /** When it entered the moderation queue (the queue is oldest first); null when not in it. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /** When a moderator last decided on it. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    evidence: jsonb('evidence').$type<KeptEvidence>(),
    /** When yt-dlp last looked for the YouTube video, and since when it is gone (null: there). */
    sourceCheckedAt: timestamp('source_checked_at', { withTimezone: true }),
    sourceGoneAt: timestamp('source_gone_at', { withTimezone: true }),
  },
  (table) => [
    index('submissions_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('submissions_board_idx').on(table.gameId, table.modeId, table.status, table.score.desc()),
    index('submissions_review_queue_idx')
      .on(table.queuedAt.asc(), table.id.asc())
      .where(sql`${table.queuedAt} is not null`),
  ],
)
export type SubmissionRow = typeof submissions.$inferSelect
