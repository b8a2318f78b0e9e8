import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  NotificationIdParamsSchema,
  NotificationListSchema,
  NotificationsQuerySchema,
} from '@app/shared'
import { createNotificationsRepository } from '../../modules/notifications/notifications.repository.ts'
import { createNotificationsService } from '../../modules/notifications/notifications.service.ts'

const UnreadSchema = z.object({ unread: z.number().int() })

/** `/api/notifications`: the signed-in pilot's notifications, with the unread count. */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = createNotificationsService({
    repo: createNotificationsRepository(app.database.db),
  })
  app.addHook('onRequest', app.authenticate)

  app.get(
    '/',
    {
      schema: { querystring: NotificationsQuerySchema, response: { 200: NotificationListSchema } },
    },
    async (request) => notifications.list(request.user.id, request.query),
  )

  app.post(
    '/:id/read',
    { schema: { params: NotificationIdParamsSchema, response: { 200: UnreadSchema } } },
    async (request) => notifications.markRead(request.user.id, request.params.id),
  )

  app.post('/read-all', { schema: { response: { 200: UnreadSchema } } }, async (request) =>
    notifications.markAllRead(request.user.id),
  )
}

export default notificationsRoutes
