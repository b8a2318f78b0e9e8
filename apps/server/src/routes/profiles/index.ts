import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AvatarResponseSchema,
  MyProfileSchema,
  PilotRegistrationBodySchema,
  PublicProfileSchema,
  UpdateProfileBodySchema,
} from '@app/shared'
import { AVATAR_MAX_BYTES } from '../../modules/profiles/avatar-image.ts'
import { createAvatarStore } from '../../modules/profiles/avatar.store.ts'
import { createProfilesRepository } from '../../modules/profiles/profiles.repository.ts'
import { createProfilesService } from '../../modules/profiles/profiles.service.ts'
import { createGlobalRankingRepository } from '../../modules/rankings/global-ranking.repository.ts'
import { readAvatarUpload } from './read-avatar.ts'

const ProfileParamsSchema = z.object({ id: z.uuid('Pilot not found') })

/** `/api/profiles`: the signed-in pilot's profile, avatar and registration; public profiles. */
const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const profiles = createProfilesService({
    repo: createProfilesRepository(db),
    globalRepo: createGlobalRankingRepository(db),
    avatars: createAvatarStore(app.env.dataDir),
  })
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
  })
  const signedIn = { onRequest: app.authenticate }
  const mine = { 200: MyProfileSchema }

  app.get('/me', { ...signedIn, schema: { response: mine } }, async (request) =>
    profiles.mine(request.user.id),
  )

  app.patch(
    '/me',
    { ...signedIn, schema: { body: UpdateProfileBodySchema, response: mine } },
    async (request) => profiles.update(request.user.id, request.body),
  )

  app.post(
    '/me/pilot',
    { ...signedIn, schema: { body: PilotRegistrationBodySchema, response: mine } },
    async (request) => profiles.register(request.user.id, request.body),
  )

  app.post(
    '/avatar',
    {
      ...signedIn,
      schema: { response: { 200: AvatarResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => profiles.setAvatar(request.user.id, await readAvatarUpload(request)),
  )

  app.get(
    '/:id',
    { schema: { params: ProfileParamsSchema, response: { 200: PublicProfileSchema } } },
    async (request) => profiles.profile(request.params.id),
  )
}

export default profilesRoutes
