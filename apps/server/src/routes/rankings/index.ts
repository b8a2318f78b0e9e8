import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  GlobalRankingPageSchema,
  GlobalRankingQuerySchema,
  RankingPageSchema,
  RankingQuerySchema,
} from '@app/shared'
import { sendJson } from '../../lib/send-json.ts'
import { createGlobalRankingRepository } from '../../modules/rankings/global-ranking.repository.ts'
import { createRankingsRepository } from '../../modules/rankings/rankings.repository.ts'
import { createRankingsService } from '../../modules/rankings/rankings.service.ts'

/** The caller's id when they ask for their own place (`around=me` needs a session). */
export async function viewerFor(
  app: FastifyInstance,
  request: FastifyRequest,
  around: 'me' | undefined,
): Promise<string | null> {
  if (around !== 'me') return null
  await app.authenticate(request)
  return request.user.id
}

/** GET /api/rankings (one game x mode) and GET /api/rankings/global (Global X Ranking). */
const rankingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const rankings = createRankingsService({
    repo: createRankingsRepository(db),
    globalRepo: createGlobalRankingRepository(db),
  })

  app.get(
    '/',
    { schema: { querystring: RankingQuerySchema, response: { 200: RankingPageSchema } } },
    async (request, reply) => {
      const json = await rankings.board(
        request.query,
        await viewerFor(app, request, request.query.around),
      )
      return sendJson(reply, json)
    },
  )

  app.get(
    '/global',
    {
      schema: { querystring: GlobalRankingQuerySchema, response: { 200: GlobalRankingPageSchema } },
    },
    async (request, reply) => {
      const json = await rankings.global(
        request.query,
        await viewerFor(app, request, request.query.around),
      )
      return sendJson(reply, json)
    },
  )
}

export default rankingsRoutes
