import { tierForXPoints, type PlayerList, type PlayersQuery } from '@app/shared'
import { toPilotCard } from './pilot-card.ts'
import type { PlayersRepository } from './players.repository.ts'

/** PLAYER LIST: pilots by name, with level, X-points and tier. */
export function createPlayersService({ repo }: { repo: PlayersRepository }) {
  return {
    async list(query: PlayersQuery): Promise<PlayerList> {
      const q = query.q || undefined
      const offset = (query.page - 1) * query.limit
      const [rows, total] = await Promise.all([repo.list(q, offset, query.limit), repo.count(q)])
      return {
        page: query.page,
        limit: query.limit,
        total,
        players: rows.map((row) => ({
          ...toPilotCard(row),
          level: row.level,
          xPoints: row.xPoints,
          tier: tierForXPoints(row.xPoints),
        })),
      }
    },
  }
}
