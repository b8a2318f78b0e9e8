import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  FramesAroundQuerySchema,
  FramesAroundSchema,
  ModerationDecisionBodySchema,
  ModerationQueueSchema,
  PageQuerySchema,
  RunIdParamsSchema,
  RunReportSchema,
} from '@app/shared'

/** `/api/moderation`: the queue, frames around an anomaly, and decisions (moderators only). */
const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const moderation = app.moderation
  app.addHook('onRequest', app.authenticate)
  app.addHook('onRequest', async (request) => moderation.requireModerator(request.user.id))
  const params = RunIdParamsSchema

  app.get(
    '/queue',
    { schema: { querystring: PageQuerySchema, response: { 200: ModerationQueueSchema } } },
    async (request) => moderation.queue(request.query),
  )

  app.get(
    '/runs/:id/frames',
    {
      schema: {
        params,
        querystring: FramesAroundQuerySchema,
        response: { 200: FramesAroundSchema },
      },
    },
    async (request) => moderation.framesAround(request.params.id, request.query.around),
  )

  app.post(
    '/runs/:id/decision',
    {
      schema: { params, body: ModerationDecisionBodySchema, response: { 200: RunReportSchema } },
    },
    async (request) => moderation.decide(request.user.id, request.params.id, request.body),
  )
}

export default moderationRoutes
