import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PublicConfigSchema } from '@app/shared'

/** GET /api/config: what the web app needs to know about this server (no secrets). */
const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { googleClientId: app.env.GOOGLE_CLIENT_ID || null }
  app.get('/config', { schema: { response: { 200: PublicConfigSchema } } }, async () => config)
}

export default configRoutes
