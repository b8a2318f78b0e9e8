import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { checkSubmissionFields } from '@app/shared'
import type { DirectValidation } from '../../server/src/jobs/worker-parts.ts'
import { failureUpdate, isPermanent } from '../../server/src/jobs/validation-failure.ts'
import { PipelineError } from '../../server/src/modules/submissions/pipeline-error.ts'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Who is calling: the token's holder, or a local process; null when refused. */
function caller(request: FastifyRequest, token: string | undefined): string | null {
  if (!token) return LOOPBACK.has(request.socket.remoteAddress ?? '') ? 'loopback' : null
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? ''
  return sameSecret(given, token) ? 'service-token' : null
}

/**
 * `POST /validate` (SPEC.md section 7): the spec's body and answer, run synchronously. Only
 * YouTube URLs are accepted (never a path); `userId` in the body is ignored, the caller is the
 * token's holder (or a loopback process when no token is configured).
 */
export function registerValidateRoute(
  app: FastifyInstance,
  o: { token: string | undefined; validate: DirectValidation; concurrency: number },
) {
  let running = 0
  app.post('/validate', async (request, reply) => {
    const who = caller(request, o.token)
    if (!who)
      return reply.code(401).send({ code: 'UNAUTHORIZED', message: 'Authentication required' })
    const raw = request.body
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      return reply.code(400).send({ code: 'BAD_REQUEST', message: 'Send a JSON object' })
    }
    const body = raw as Record<string, unknown>
    const check = checkSubmissionFields(
      { ...body, platformId: body.platformid },
      { hasFile: false },
    )
    if (!check.ok) {
      return reply
        .code(400)
        .send({ code: 'BAD_REQUEST', message: check.message, fields: check.fields })
    }
    if (running >= o.concurrency) {
      return reply
        .code(429)
        .send({ code: 'RATE_LIMITED', message: 'The validator is busy; try again later.' })
    }
    running += 1
    const abort = new AbortController()
    request.raw.once('close', () => {
      if (!reply.sent) abort.abort()
    })
    try {
      request.log.info({ caller: who, gameId: check.value.gameId }, 'validate')
      const url = check.value.url ?? ''
      return await o.validate({ url, gameId: check.value.gameId }, abort.signal)
    } catch (err) {
      request.log.warn({ err }, 'validation failed')
      const known = err instanceof PipelineError || isPermanent(err)
      const status =
        err instanceof PipelineError && err.code === 'NOT_ALLOWED' ? 400 : known ? 422 : 500
      const code = status === 500 ? 'INTERNAL' : 'VALIDATION_FAILED'
      return reply.code(status).send({ code, message: failureUpdate(err).message })
    } finally {
      running -= 1
    }
  })
}
