import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  BadgesQuerySchema,
  EventLeaderboardSchema,
  EventListQuerySchema,
  EventListSchema,
  EventParamsSchema,
  EventSchema,
  EventSeedingSchema,
  LeaderboardQuerySchema,
  UserBadgesSchema,
} from '@app/shared'
import { createBadgesRepository } from '../../modules/events/badges.repository.ts'
import { createEventsRepository } from '../../modules/events/events.repository.ts'
import { seedEvents } from '../../modules/events/events.seed.ts'
import { createEventsService } from '../../modules/events/events.service.ts'

/** Events and seasons (public): list, detail, leaderboard, seeding; and pilots' badges. */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const events = createEventsService({
    repo: createEventsRepository(db),
    badgesRepo: createBadgesRepository(db),
  })
  app.addHook('onReady', async () => {
    const { awarded } = await seedEvents(db)
    app.log.info({ awarded }, 'events seeded, badges backfilled')
  })

  app.get(
    '/events',
    { schema: { querystring: EventListQuerySchema, response: { 200: EventListSchema } } },
    async (request) => events.list(request.query.status),
  )
  app.get(
    '/events/:id',
    { schema: { params: EventParamsSchema, response: { 200: EventSchema } } },
    async (request) => events.get(request.params.id),
  )
  app.get(
    '/events/:id/leaderboard',
    {
      schema: {
        params: EventParamsSchema,
        querystring: LeaderboardQuerySchema,
        response: { 200: EventLeaderboardSchema },
      },
    },
    async (request) => events.leaderboard(request.params.id, request.query),
  )
  app.get(
    '/events/:id/seeding',
    { schema: { params: EventParamsSchema, response: { 200: EventSeedingSchema } } },
    async (request) => events.seeding(request.params.id),
  )
  app.get(
    '/badges',
    { schema: { querystring: BadgesQuerySchema, response: { 200: UserBadgesSchema } } },
    async (request) => events.badges(request.query.user),
  )
}

export default eventsRoutes
