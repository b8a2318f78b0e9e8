import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AppealBodySchema,
  PageQuerySchema,
  PilotRunListSchema,
  RunFrameParamsSchema,
  RunIdParamsSchema,
  RunReportSchema,
} from '@app/shared'

const VIDEO_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.webm': 'video/webm',
  '.mkv': 'video/x-matroska',
  '.mov': 'video/quicktime',
  '.avi': 'video/x-msvideo',
}

/** `bytes=a-b` / `bytes=a-` / `bytes=-n` of one range within `size`; null when unusable. */
function parseRange(header: string | undefined, size: number) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '')
  if (!match || (!match[1] && !match[2])) return null
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]))
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1
  return start <= end && start < size ? { start, end } : null
}

/**
 * Public verification reports (`/api/runs/:id`, kept frames, the kept video), appeals by the
 * run's pilot, and a pilot's approved runs (`/api/profiles/:id/runs`).
 */
const runsRoutes: FastifyPluginAsyncZod = async (app) => {
  const moderation = app.moderation
  const params = RunIdParamsSchema

  app.get(
    '/runs/:id',
    {
      // Public; a Bearer token (when sent) tells whether the caller owns the run.
      onRequest: async (request) => {
        if (request.headers.authorization) await app.authenticate(request)
      },
      schema: { params, response: { 200: RunReportSchema } },
    },
    async (request) =>
      moderation.report(request.params.id, request.headers.authorization ? request.user.id : null),
  )

  app.get(
    '/runs/:id/frames/:name',
    { schema: { params: RunFrameParamsSchema } },
    async (request, reply) => {
      const file = await moderation.frameFile(request.params.id, request.params.name)
      return reply
        .type('image/jpeg')
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(file))
    },
  )

  app.get('/runs/:id/video', { schema: { params } }, async (request, reply) => {
    const file = await moderation.videoFile(request.params.id)
    const { size } = await stat(file)
    const type = VIDEO_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
    reply
      .type(type)
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'public, max-age=3600')
    const range = parseRange(request.headers.range, size)
    if (!range) return reply.header('content-length', size).send(createReadStream(file))
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(createReadStream(file, range))
  })

  app.post(
    '/runs/:id/appeal',
    {
      onRequest: app.authenticate,
      schema: { params, body: AppealBodySchema, response: { 201: RunReportSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await moderation.appeal(request.user.id, request.params.id, request.body.message)),
  )

  app.get(
    '/profiles/:id/runs',
    {
      schema: {
        params: z.object({ id: z.uuid('Pilot not found') }),
        querystring: PageQuerySchema,
        response: { 200: PilotRunListSchema },
      },
    },
    async (request) => moderation.pilotRuns(request.params.id, request.query),
  )
}

export default runsRoutes
