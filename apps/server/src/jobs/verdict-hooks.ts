import { awardBadgesForSubmission } from '../modules/events/badges.repository.ts'
import { reviewQueueHook } from '../modules/moderation/review-hook.ts'
import { rankingsRecomputeHook, rankingsVerdictHook } from '../modules/progress/verdict-hook.ts'
import type { VerdictHook } from '../modules/submissions/submissions.repository.ts'

/**
 * Work that must happen in the same transaction as a verdict: rankings, X-points, XP, levels,
 * missions and notifications, then the moderation queue (uncertain and top-3 runs), then event
 * badges. This list is used by every process that runs validation jobs (the API in embedded mode,
 * `apps/validator` workers with PostgreSQL).
 */
export const verdictHooks: VerdictHook[] = [
  rankingsVerdictHook,
  reviewQueueHook,
  awardBadgesForSubmission,
]

/** What a moderator's decision re-runs in its transaction (it sends its own notification). */
export const decisionHooks: VerdictHook[] = [rankingsRecomputeHook, awardBadgesForSubmission]
