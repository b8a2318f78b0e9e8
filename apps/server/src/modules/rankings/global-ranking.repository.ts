import { and, eq, gt, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { pilotCardColumns, type PilotCardColumns } from '../players/pilot-card.ts'
import { pilotModePoints, pilotStats } from '../progress/progress.schema.ts'
import { users } from '../users/users.schema.ts'

export interface GlobalRow extends PilotCardColumns {
  xPoints: number
  xp: number
}

interface GlobalKey {
  userId: string
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

/** Read side of the Global X Ranking and of the per-mode X-points. */
export function createGlobalRankingRepository(db: Database) {
  const cards = () =>
    db
      .select({ ...pilotCardColumns, xPoints: pilotStats.xPoints, xp: pilotStats.xp })
      .from(pilotStats)
      .innerJoin(users, eq(users.id, pilotStats.userId))
  return {
    async page(offset: number, limit: number): Promise<GlobalRow[]> {
      return cards()
        .where(ranked)
        .orderBy(...globalOrder)
        .offset(offset)
        .limit(limit)
    },

    async total(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(pilotStats)
        .where(ranked)
      return row?.count ?? 0
    },

    /** The pilot's global rank (index-range count), or null when they hold no X-points. */
    async rankOf(userId: string): Promise<number | null> {
      const [me] = await db
        .select({ userId: pilotStats.userId, xPoints: pilotStats.xPoints, xp: pilotStats.xp })
        .from(pilotStats)
        .where(and(eq(pilotStats.userId, userId), ranked))
      if (!me) return null
      const [row] = await db
        .select({ ahead: sql<number>`count(*)`.mapWith(Number) })
        .from(pilotStats)
        .where(aheadOf(me))
      return (row?.ahead ?? 0) + 1
    },

    /** The pilot holding the most X-points from one mode's rankings, if anyone does. */
    async bestOfMode(modeId: number): Promise<(PilotCardColumns & { xPoints: number }) | null> {
      const [row] = await db
        .select({ ...pilotCardColumns, xPoints: pilotModePoints.xPoints })
        .from(pilotModePoints)
        .innerJoin(users, eq(users.id, pilotModePoints.userId))
        .leftJoin(pilotStats, eq(pilotStats.userId, pilotModePoints.userId))
        .where(and(eq(pilotModePoints.modeId, modeId), gt(pilotModePoints.xPoints, 0)))
        .orderBy(sql`${pilotModePoints.xPoints} desc nulls last`, pilotModePoints.userId)
        .limit(1)
      return row ?? null
    },
  }
}
export type GlobalRankingRepository = ReturnType<typeof createGlobalRankingRepository>

function aheadOf(me: GlobalKey) {
  return or(
    gt(pilotStats.xPoints, me.xPoints),
    and(
      eq(pilotStats.xPoints, me.xPoints),
      or(gt(pilotStats.xp, me.xp), and(eq(pilotStats.xp, me.xp), lt(pilotStats.userId, me.userId))),
    ),
  )
}
