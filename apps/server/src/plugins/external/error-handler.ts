import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorResponse } from '@app/shared'
import {
  DB_RETRY_AFTER_SECONDS,
  DB_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../../lib/db-unavailable.ts'
import { AppError } from '../../lib/errors.ts'

function statusCodeName(status: number): string {
  if (status === 413) return 'PAYLOAD_TOO_LARGE'
  if (status === 415) return 'UNSUPPORTED_MEDIA'
  if (status === 429) return 'RATE_LIMITED'
  if (status === 401) return 'UNAUTHORIZED'
  if (status === 404) return 'NOT_FOUND'
  return 'BAD_REQUEST'
}

/** What the multipart parser (busboy) throws on a malformed request body: the client's fault. */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unsupported Content-Type\.|Unexpected end of multipart data|.+ terminated early due to unexpected end of multipart data|The needle cannot .+)$/

/** One error handler: `{ code, message }`, messages hidden on 5xx (STYLE.md section 7). */
export function registerErrorHandler(app: FastifyInstance, options: { historyFallback: boolean }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {}
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body'
        fields[key] ??= issue.message ?? 'is invalid'
      }
      const [first] = Object.entries(fields)
      const message = first ? `${first[0]}: ${first[1]}` : 'Invalid request'
      return reply.code(400).send({ code: 'BAD_REQUEST', message, fields } satisfies ErrorResponse)
    }
    if (error instanceof AppError) {
      if (error.reportable) request.log.error({ err: error }, error.message)
      const body: ErrorResponse = { code: error.code, message: error.message }
      if (error.fields) body.fields = error.fields
      return reply.code(error.statusCode).send(body)
    }
    if (error.statusCode === undefined && MALFORMED_MULTIPART.test(error.message)) {
      const message = 'The multipart form data is malformed.'
      return reply.code(400).send({ code: 'BAD_REQUEST', message } satisfies ErrorResponse)
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return reply
        .code(503)
        .header('retry-after', String(DB_RETRY_AFTER_SECONDS))
        .send({ code: 'UNAVAILABLE', message: DB_UNAVAILABLE_MESSAGE } satisfies ErrorResponse)
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.code(status).send({ code: 'INTERNAL', message: 'Internal server error' })
    }
    return reply.code(status).send({ code: statusCodeName(status), message: error.message })
  })
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/api(\/|$|\?)/.test(request.url)
    if (options.historyFallback && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    const message = `Route ${request.method} ${request.url.split('?')[0]} not found`
    return reply.code(404).send({ code: 'NOT_FOUND', message } satisfies ErrorResponse)
  })
}
