import { and, asc, eq, ilike, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { pilotStats } from '../progress/progress.schema.ts'
import { users } from '../users/users.schema.ts'
import { pilotCardColumns, type PilotCardColumns } from './pilot-card.ts'

export interface PlayerRow extends PilotCardColumns {
  xPoints: number
}

/** `%`, `_` and `\` match literally in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** Pilots with an identity (a name), searched by name or country code. */
export function createPlayersRepository(db: Database) {
  const filter = (q: string | undefined) =>
    and(
      sql`${users.nickname} is not null`,
      q ? or(ilike(users.nickname, likePattern(q)), eq(users.country, q.toUpperCase())) : undefined,
    )
  return {
    async list(q: string | undefined, offset: number, limit: number): Promise<PlayerRow[]> {
      return db
        .select({
          ...pilotCardColumns,
          xPoints: sql<number>`coalesce(${pilotStats.xPoints}, 0)`.mapWith(Number),
        })
        .from(users)
        .leftJoin(pilotStats, eq(pilotStats.userId, users.id))
        .where(filter(q))
        .orderBy(sql`lower(${users.nickname})`, asc(users.id))
        .offset(offset)
        .limit(limit)
    },

    async count(q: string | undefined): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(users)
        .where(filter(q))
      return row?.count ?? 0
    },
  }
}
export type PlayersRepository = ReturnType<typeof createPlayersRepository>
