import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../lib/errors.ts'
import { createAvatarStore } from '../../modules/profiles/avatar.store.ts'

/** GET /api/avatars/<file>: avatar names are never reused, so they are cached for a year. */
const avatarsRoutes: FastifyPluginAsyncZod = async (app) => {
  const avatars = createAvatarStore(app.env.dataDir)
  app.get(
    '/:file',
    { schema: { params: z.object({ file: z.string().max(128) }) } },
    async (request, reply) => {
      const found = await avatars.open(request.params.file)
      if (!found) throw notFound('Avatar not found')
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', found.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(found.stream)
    },
  )
}

export default avatarsRoutes
