import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HomeSchema } from '@app/shared'
import { sendJson } from '../../lib/send-json.ts'
import { createBadgesRepository } from '../../modules/events/badges.repository.ts'
import { createEventsRepository } from '../../modules/events/events.repository.ts'
import { createEventsService } from '../../modules/events/events.service.ts'
import { createHomeRepository } from '../../modules/home/home.repository.ts'
import { createHomeService } from '../../modules/home/home.service.ts'
import { createGlobalRankingRepository } from '../../modules/rankings/global-ranking.repository.ts'
import { createRankingsRepository } from '../../modules/rankings/rankings.repository.ts'

/** GET /api/home: events, top pilots, most played games and the best pilot of each mode. */
const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const events = createEventsService({
    repo: createEventsRepository(db),
    badgesRepo: createBadgesRepository(db),
  })
  const home = createHomeService({
    repo: createHomeRepository(db),
    rankings: createRankingsRepository(db),
    globalRepo: createGlobalRankingRepository(db),
    events: async () => (await events.list()).events,
    cacheMs: app.env.HOME_CACHE_MS,
  })
  app.get('/', { schema: { response: { 200: HomeSchema } } }, async (_request, reply) =>
    sendJson(reply, await home.json()),
  )
}

export default homeRoutes
