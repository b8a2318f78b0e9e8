import { and, asc, eq, gt, gte, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm'
import { submissions, type SubmissionRow } from '../submissions/submissions.schema.ts'
import type { Executor } from '../users/users.repository.ts'
import { users } from '../users/users.schema.ts'
import { badges, events, userBadges } from './events.schema.ts'

export type AwardableSubmission = Pick<
  SubmissionRow,
  'id' | 'userId' | 'gameId' | 'status' | 'createdAt' | 'approvedAt'
>

/**
 * Grants the badges of every event whose window holds the run's submission time (and whose game
 * matches, if it has one) to the run's pilot, once per badge; returns the codes newly granted.
 */
export async function grantBadgesForSubmission(
  tx: Executor,
  submission: AwardableSubmission,
): Promise<string[]> {
  if (submission.status !== 'approved') return []
  const found = await tx
    .select({ eventId: events.id, badgeCode: events.badgeCode })
    .from(events)
    .where(
      and(
        isNotNull(events.badgeCode),
        lte(events.startsAt, submission.createdAt),
        gt(events.endsAt, submission.createdAt),
        or(isNull(events.gameId), eq(events.gameId, submission.gameId)),
      ),
    )
    .orderBy(asc(events.startsAt))
  if (found.length === 0) return []
  const awardedAt = submission.approvedAt ?? new Date()
  const inserted = await tx
    .insert(userBadges)
    .values(
      found.flatMap(({ eventId, badgeCode }) =>
        badgeCode
          ? [
              {
                userId: submission.userId,
                badgeCode,
                eventId,
                submissionId: submission.id,
                awardedAt,
              },
            ]
          : [],
      ),
    )
    .onConflictDoNothing()
    .returning({ badgeCode: userBadges.badgeCode })
  return [...new Set(inserted.map((row) => row.badgeCode))]
}

/**
 * When a run that earned a badge is no longer approved, the badge moves to another approved run
 * of the same pilot inside the same event window, or is withdrawn when there is none.
 */
export async function withdrawBadgesOfSubmission(
  tx: Executor,
  submission: AwardableSubmission,
): Promise<void> {
  const held = await tx.select().from(userBadges).where(eq(userBadges.submissionId, submission.id))
  for (const badge of held) {
    if (!badge.eventId) continue
    const [replacement] = await tx
      .select({ id: submissions.id })
      .from(submissions)
      .innerJoin(events, eq(events.id, badge.eventId))
      .where(
        and(
          eq(submissions.userId, badge.userId),
          eq(submissions.status, 'approved'),
          ne(submissions.id, submission.id),
          gte(submissions.createdAt, events.startsAt),
          lt(submissions.createdAt, events.endsAt),
          or(isNull(events.gameId), eq(events.gameId, submissions.gameId)),
        ),
      )
      .orderBy(asc(submissions.approvedAt), asc(submissions.createdAt))
      .limit(1)
    if (replacement) {
      await tx
        .update(userBadges)
        .set({ submissionId: replacement.id })
        .where(eq(userBadges.id, badge.id))
    } else {
      await tx.delete(userBadges).where(eq(userBadges.id, badge.id))
    }
  }
}

/**
 * The submissions job's verdict hook (`verdictHooks` in jobs/verdict-hooks.ts): runs in the
 * transaction that stores a verdict, so badges always match the approved runs. An approval
 * grants; any other verdict withdraws or moves the badges that run had earned.
 */
export async function awardBadgesForSubmission(
  tx: Executor,
  submission: AwardableSubmission,
): Promise<void> {
  if (submission.status === 'approved') await grantBadgesForSubmission(tx, submission)
  else await withdrawBadgesOfSubmission(tx, submission)
}

/**
 * Awards every badge earned by approved runs already in the database (at start: runs approved
 * before the events existed, or while the hook was missing). Idempotent; returns the count.
 */
export async function backfillBadges(db: Executor): Promise<number> {
  const result: unknown = await db.execute(sql`
    insert into ${userBadges} (user_id, badge_code, event_id, submission_id, awarded_at)
    select distinct on (s.user_id, e.badge_code)
      s.user_id, e.badge_code, e.id, s.id, coalesce(s.approved_at, now())
    from submissions s
    join ${events} e on e.badge_code is not null
      and s.created_at >= e.starts_at and s.created_at < e.ends_at
      and (e.game_id is null or e.game_id = s.game_id)
    where s.status = 'approved'
    order by s.user_id, e.badge_code, s.approved_at asc nulls last, s.created_at asc
    on conflict (user_id, badge_code) do nothing
    returning user_id`)
  // node-postgres and PGlite both answer `{ rows }`.
  return (result as { rows: unknown[] }).rows.length
}

/** Reading pilots' badges. */
export function createBadgesRepository(db: Executor) {
  return {
    /** A pilot's badges, oldest first; null when there is no such pilot. */
    async listForUser(userId: string) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
      if (!user) return null
      return db
        .select({
          code: badges.code,
          name: badges.nameKey,
          description: badges.descriptionKey,
          eventId: userBadges.eventId,
          awardedAt: userBadges.awardedAt,
        })
        .from(userBadges)
        .innerJoin(badges, eq(badges.code, userBadges.badgeCode))
        .where(eq(userBadges.userId, userId))
        .orderBy(asc(userBadges.awardedAt), asc(badges.code))
    },
  }
}
export type BadgesRepository = ReturnType<typeof createBadgesRepository>
