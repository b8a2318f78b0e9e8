import { createReadStream } from 'node:fs'
import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  CreateSubmissionBodySchema,
  SubmissionIdParamsSchema,
  SubmissionListQuerySchema,
  SubmissionListSchema,
  SubmissionSchema,
} from '@app/shared'
import { streamEvents } from './events.ts'
import { readUpload } from './read-upload.ts'

/** `/api/submissions`: send a run (YouTube URL or video upload), follow it, read it, retry it. */
export default async function submissionRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  await app.register(multipart, {
    limits: { fileSize: app.env.UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 4096 },
  })
  app.addHook('onRequest', app.authenticate)
  const params = SubmissionIdParamsSchema
  // After `authenticate` (route hooks run after the instance's): one budget per pilot.
  const perPilot = {
    max: 20,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `submissions:${request.user.id}`,
  }

  app.post(
    '/',
    {
      schema: { body: CreateSubmissionBodySchema.nullish(), response: { 201: SubmissionSchema } },
      config: { rateLimit: perPilot },
    },
    async (request, reply) => {
      const { fields, file } = request.isMultipart()
        ? await readUpload(request, app.pipeline.videos)
        : { fields: request.body ?? {}, file: null }
      const submission = await app.submissions.create(request.user.id, fields, file)
      return reply.code(201).send(submission)
    },
  )

  app.get(
    '/',
    { schema: { querystring: SubmissionListQuerySchema, response: { 200: SubmissionListSchema } } },
    async (request) => app.submissions.list(request.user.id, request.query),
  )

  app.get('/:id', { schema: { params, response: { 200: SubmissionSchema } } }, async (request) =>
    app.submissions.get(request.user.id, request.params.id),
  )

  app.post(
    '/:id/retry',
    {
      schema: { params, response: { 200: SubmissionSchema } },
      config: { rateLimit: perPilot },
    },
    async (request) => app.submissions.retry(request.user.id, request.params.id),
  )

  app.get('/:id/proof-frame', { schema: { params } }, async (request, reply) => {
    const file = await app.submissions.proofFrame(request.user.id, request.params.id)
    return reply
      .type('image/png')
      .header('cache-control', 'private, max-age=3600')
      .send(createReadStream(file))
  })

  app.get('/:id/events', { schema: { params } }, async (request, reply) =>
    streamEvents(app.submissions, request, reply, {
      userId: request.user.id,
      submissionId: request.params.id,
    }),
  )
}
