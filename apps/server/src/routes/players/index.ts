import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PlayerListSchema, PlayersQuerySchema } from '@app/shared'
import { createPlayersRepository } from '../../modules/players/players.repository.ts'
import { createPlayersService } from '../../modules/players/players.service.ts'

/** GET /api/players: PLAYER LIST, searchable by name or country code, paginated. */
const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  const players = createPlayersService({ repo: createPlayersRepository(app.database.db) })
  app.get(
    '/',
    { schema: { querystring: PlayersQuerySchema, response: { 200: PlayerListSchema } } },
    async (request) => players.list(request.query),
  )
}

export default playersRoutes
