import { notifyValidation } from '../notifications/notifications.service.ts'
import type { VerdictHook } from '../submissions/submissions.repository.ts'
import { recomputeForSubmission } from './recompute.ts'

/**
 * Everything a verdict changes beyond the submission, in the verdict's transaction: rankings,
 * X-points, XP, levels, missions, rank notifications and the "run approved / rejected" one.
 * Register it with the validation pipeline's verdict hooks (apps/server/src/jobs/verdict-hooks.ts).
 */
export const rankingsVerdictHook: VerdictHook = async (tx, submission) => {
  await recomputeForSubmission(tx, submission)
  await notifyValidation(tx, submission)
}

/** The same recomputation without the verdict's notification (a moderator's decision sends its own). */
export const rankingsRecomputeHook: VerdictHook = async (tx, submission) => {
  await recomputeForSubmission(tx, submission)
}
