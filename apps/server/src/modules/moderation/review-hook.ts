import { and, eq } from 'drizzle-orm'
import { REVIEWED_TOP_PLACES, type ReviewReason } from '@app/shared'
import { rankingEntries } from '../rankings/rankings.schema.ts'
import type { Transaction, VerdictHook } from '../submissions/submissions.repository.ts'
import { submissions, type SubmissionRow } from '../submissions/submissions.schema.ts'

/** Why a fresh verdict needs a moderator: uncertain, or entering the first places of its board. */
async function reviewReasonOf(tx: Transaction, row: SubmissionRow): Promise<ReviewReason | null> {
  if (row.verdict === 'uncertain') return 'uncertain'
  if (row.status !== 'approved') return null
  const [entry] = await tx
    .select({ submissionId: rankingEntries.submissionId, placement: rankingEntries.placement })
    .from(rankingEntries)
    .where(
      and(
        eq(rankingEntries.userId, row.userId),
        eq(rankingEntries.gameId, row.gameId),
        eq(rankingEntries.modeId, row.modeId),
      ),
    )
  const placed = entry?.submissionId === row.id && entry.placement !== null
  return placed && (entry.placement ?? 0) <= REVIEWED_TOP_PLACES ? 'top3' : null
}

/**
 * Verdict hook (after the rankings one): uncertain runs and runs entering a top 3 go to the
 * moderation queue; those with an approved score stay ranked, flagged provisional.
 */
export const reviewQueueHook: VerdictHook = async (tx, row) => {
  const reason = await reviewReasonOf(tx, row)
  if (!reason) return
  await tx
    .update(submissions)
    .set({ reviewReason: reason, queuedAt: new Date(), provisional: row.status === 'approved' })
    .where(eq(submissions.id, row.id))
}
