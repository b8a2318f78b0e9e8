import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { UserSchema } from '@app/shared'

/** GET /api/me: the signed-in pilot, from the access token. */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    { onRequest: app.authenticate, schema: { response: { 200: UserSchema } } },
    async (request) => app.auth.accounts.me(request.user.id),
  )
}

export default meRoutes
