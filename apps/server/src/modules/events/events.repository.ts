import { and, asc, desc, eq, gte, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm'
import { pilotCardColumns, type PilotCardColumns } from '../players/pilot-card.ts'
import { pilotStats } from '../progress/progress.schema.ts'
import { submissions } from '../submissions/submissions.schema.ts'
import type { Executor } from '../users/users.repository.ts'
import { users } from '../users/users.schema.ts'
import { badges, events, type BadgeRow, type EventRow, type NewEventRow } from './events.schema.ts'

export interface EventWithBadge {
  event: EventRow
  badge: BadgeRow | null
}

/** Which runs count: the window [startsAt, endsAt), the event's game, optional filters. */
export interface RunWindow {
  startsAt: Date
  endsAt: Date
  gameId: number | null
  game?: number | undefined
  mode?: number | undefined
}

export interface BestRunRow extends PilotCardColumns {
  rank: number
  gameId: number
  modeId: number
  score: number
  submissionId: string
  submittedAt: Date
  approvedAt: Date
}

/** Approved runs with a score submitted inside the window, on the event's game if it has one. */
function countingRuns(window: RunWindow): SQL | undefined {
  const filters: (SQL | undefined)[] = [
    eq(submissions.status, 'approved'),
    isNotNull(submissions.score),
    isNotNull(submissions.approvedAt),
    gte(submissions.createdAt, window.startsAt),
    lt(submissions.createdAt, window.endsAt),
  ]
  if (window.gameId !== null) filters.push(eq(submissions.gameId, window.gameId))
  if (window.game !== undefined) filters.push(eq(submissions.gameId, window.game))
  if (window.mode !== undefined) filters.push(eq(submissions.modeId, window.mode))
  return and(...filters)
}

/** Events, their badges and their leaderboards. */
export function createEventsRepository(db: Executor) {
  const withBadge = () =>
    db
      .select({ event: events, badge: badges })
      .from(events)
      .leftJoin(badges, eq(badges.code, events.badgeCode))

  return {
    list: (): Promise<EventWithBadge[]> =>
      withBadge().orderBy(asc(events.startsAt), asc(events.id)),
    find: async (id: string): Promise<EventWithBadge | null> =>
      (await withBadge().where(eq(events.id, id)))[0] ?? null,

    /** Inserts or updates the product's badges and events (idempotent). */
    async upsert(badgeRows: BadgeRow[], eventRows: NewEventRow[]) {
      for (const badge of badgeRows) {
        await db
          .insert(badges)
          .values(badge)
          .onConflictDoUpdate({ target: badges.code, set: badge })
      }
      for (const event of eventRows) {
        await db.insert(events).values(event).onConflictDoUpdate({ target: events.id, set: event })
      }
    },

    /**
     * Each pilot's best counting run per game and mode, ranked within its board by score desc,
     * then earlier approval, earlier submission and pilot id; `limit` caps each board.
     */
    async bestRuns(window: RunWindow, limit: number | null): Promise<BestRunRow[]> {
      const s = submissions
      const best = db
        .selectDistinctOn([s.userId, s.gameId, s.modeId], {
          submissionId: s.id,
          runUserId: sql<string>`${s.userId}`.as('run_user_id'),
          gameId: s.gameId,
          modeId: s.modeId,
          score: sql<number>`${s.score}`.mapWith(Number).as('score'),
          submittedAt: s.createdAt,
          approvedAt: sql<Date>`${s.approvedAt}`.as('approved_at'),
        })
        .from(s)
        .where(countingRuns(window))
        .orderBy(s.userId, s.gameId, s.modeId, desc(s.score), asc(s.approvedAt), asc(s.createdAt))
        .as('best')
      const rank = sql<number>`row_number() over (partition by ${best.gameId}, ${best.modeId}
        order by ${best.score} desc, ${best.approvedAt} asc, ${best.submittedAt} asc,
        ${best.runUserId} asc)`
      const ranked = db
        .select({
          submissionId: best.submissionId,
          runUserId: best.runUserId,
          gameId: best.gameId,
          modeId: best.modeId,
          score: best.score,
          submittedAt: best.submittedAt,
          approvedAt: best.approvedAt,
          rank: rank.mapWith(Number).as('rank'),
        })
        .from(best)
        .as('ranked')
      return db
        .select({
          ...pilotCardColumns,
          rank: ranked.rank,
          gameId: ranked.gameId,
          modeId: ranked.modeId,
          score: ranked.score,
          submissionId: ranked.submissionId,
          submittedAt: ranked.submittedAt,
          approvedAt: sql<Date>`${ranked.approvedAt}`.mapWith(users.createdAt),
        })
        .from(ranked)
        .innerJoin(users, eq(users.id, ranked.runUserId))
        .leftJoin(pilotStats, eq(pilotStats.userId, ranked.runUserId))
        .where(limit === null ? undefined : lte(ranked.rank, limit))
        .orderBy(asc(ranked.gameId), asc(ranked.modeId), asc(ranked.rank))
    },
  }
}
export type EventsRepository = ReturnType<typeof createEventsRepository>
