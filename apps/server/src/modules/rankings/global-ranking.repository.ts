import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { pilotCardColumns, type PilotCardColumns } from '../players/pilot-card.ts'
import { pilotModePoints, pilotStats } from '../progress/progress.schema.ts'
import { users } from '../users/users.schema.ts'
import { rankingBoards } from './rankings.schema.ts'

export interface GlobalRow extends PilotCardColumns {
  xPoints: number
  xp: number
}

/** Global X Ranking order (pilot_stats_global_idx): X-points, then XP, then id. */
const globalOrder = [
  sql`${pilotStats.xPoints} desc nulls last`,
  sql`${pilotStats.xp} desc nulls last`,
  sql`${pilotStats.userId} asc`,
]
const ranked = gt(pilotStats.xPoints, 0)

const placeholder = (name: string) => sql.placeholder(name)

/** The hot read queries, prepared once per connection. */
function prepareQueries(db: Database) {
  const slice = db
    .select({ userId: pilotStats.userId, xPoints: pilotStats.xPoints, xp: pilotStats.xp })
    .from(pilotStats)
    .where(ranked)
    .orderBy(...globalOrder)
    .offset(placeholder('offset'))
    .limit(placeholder('limit'))
    .as('slice')
  const count = (condition: SQL | undefined) =>
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(pilotStats)
      .where(and(ranked, condition))
  const xPoints = placeholder('xPoints')
  return {
    page: db
      .select({ ...pilotCardColumns, xPoints: slice.xPoints, xp: slice.xp })
      .from(slice)
      .innerJoin(users, eq(users.id, slice.userId))
      .leftJoin(pilotStats, eq(pilotStats.userId, slice.userId))
      .orderBy(sql`${slice.xPoints} desc`, sql`${slice.xp} desc`, slice.userId)
      .prepare('global_page'),
    version: db
      .select({ version: sql<number>`coalesce(max(${rankingBoards.version}), 0)`.mapWith(Number) })
      .from(rankingBoards)
      .prepare('global_version'),
    me: db
      .select({ userId: pilotStats.userId, xPoints: pilotStats.xPoints, xp: pilotStats.xp })
      .from(pilotStats)
      .where(and(eq(pilotStats.userId, placeholder('userId')), ranked))
      .prepare('global_me'),
    // Three index-range counts on pilot_stats_global_idx: more X-points; same X-points and more
    // XP; same both and a smaller id.
    morePoints: count(gt(pilotStats.xPoints, xPoints)).prepare('global_more_points'),
    moreXp: count(
      and(eq(pilotStats.xPoints, xPoints), gt(pilotStats.xp, placeholder('xp'))),
    ).prepare('global_more_xp'),
    smallerId: count(
      and(
        eq(pilotStats.xPoints, xPoints),
        eq(pilotStats.xp, placeholder('xp')),
        lt(pilotStats.userId, placeholder('userId')),
      ),
    ).prepare('global_smaller_id'),
    bestOfMode: db
      .select({ ...pilotCardColumns, xPoints: pilotModePoints.xPoints })
      .from(pilotModePoints)
      .innerJoin(users, eq(users.id, pilotModePoints.userId))
      .leftJoin(pilotStats, eq(pilotStats.userId, pilotModePoints.userId))
      .where(and(eq(pilotModePoints.modeId, placeholder('modeId')), gt(pilotModePoints.xPoints, 0)))
      .orderBy(sql`${pilotModePoints.xPoints} desc nulls last`, pilotModePoints.userId)
      .limit(1)
      .prepare('global_best_of_mode'),
  }
}

/** Read side of the Global X Ranking and of the per-mode X-points. */
export function createGlobalRankingRepository(db: Database) {
  const queries = prepareQueries(db)
  return {
    /** The offset walks the global index alone; only the page's rows are joined to pilots. */
    async page(offset: number, limit: number): Promise<GlobalRow[]> {
      return queries.page.execute({ offset, limit })
    },

    /**
     * The newest version of any board: X-points move only when a board does, so a Global X
     * Ranking page computed under this version is still right while it holds.
     */
    async version(): Promise<number> {
      const [row] = await queries.version.execute()
      return row?.version ?? 0
    },

    async total(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(pilotStats)
        .where(ranked)
      return row?.count ?? 0
    },

    /** The pilot's global rank (index-range counts), or null when they hold no X-points. */
    async rankOf(userId: string): Promise<number | null> {
      const [me] = await queries.me.execute({ userId })
      if (!me) return null
      const ahead = await Promise.all([
        queries.morePoints.execute({ xPoints: me.xPoints }),
        queries.moreXp.execute({ xPoints: me.xPoints, xp: me.xp }),
        queries.smallerId.execute({ xPoints: me.xPoints, xp: me.xp, userId }),
      ])
      return ahead.reduce((sum, [row]) => sum + (row?.count ?? 0), 1)
    },

    /** The pilot holding the most X-points from one mode's rankings, if anyone does. */
    async bestOfMode(modeId: number): Promise<(PilotCardColumns & { xPoints: number }) | null> {
      const [row] = await queries.bestOfMode.execute({ modeId })
      return row ?? null
    },
  }
}
export type GlobalRankingRepository = ReturnType<typeof createGlobalRankingRepository>
