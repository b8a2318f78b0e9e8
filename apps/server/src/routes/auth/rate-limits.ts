import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AuthMessages } from '@app/shared'
import { AppError } from '../../lib/errors.ts'

type Key = (request: FastifyRequest) => string

export const byIp: Key = (request) => `ip:${request.ip}`
/** Keyed by the already-validated (trimmed, lower-cased) e-mail of the body. */
export const byEmail: Key = (request) => `email:${(request.body as { email: string }).email}`

/**
 * A hook that counts requests per key and answers 429 past `max` per window. Several can guard
 * one route (per IP on onRequest, per e-mail on preHandler), and all run before any hashing.
 */
export function limit(app: FastifyInstance, max: number, keyGenerator: Key) {
  const check = app.createRateLimit({
    max,
    timeWindow: app.env.AUTH_RATE_LIMIT_WINDOW_MS,
    keyGenerator,
  })
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request)
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds)
      throw new AppError(429, 'RATE_LIMITED', AuthMessages.rateLimited)
    }
  }
}
