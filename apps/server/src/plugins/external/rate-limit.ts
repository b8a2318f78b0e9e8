import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'

/** Prefix of the counters' keys in Redis. */
const NAMESPACE = 'xlevel-rate-limit:'

/**
 * The request limiter (@fastify/rate-limit), registered once per app; routes opt in with their
 * own limits. Counters live in this process, or in Redis when REDIS_URL is set, so that every API
 * instance behind a proxy counts the same requests. While Redis cannot be reached, requests are
 * served unlimited rather than refused (the lost connection is logged): an outage of the counter
 * store must not take sign-in down.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  if (app.hasDecorator('createRateLimit')) return
  const url = app.env.REDIS_URL
  if (!url) {
    await app.register(rateLimit, { global: false })
    return
  }
  const redis = new Redis(url, {
    // A command fails at once while disconnected instead of waiting for the connection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  })
  redis.on('error', (err: Error) => app.log.warn({ err }, 'rate-limit store (Redis) unreachable'))
  app.addHook('onClose', async () => {
    redis.disconnect()
  })
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: NAMESPACE,
    skipOnError: true,
  })
}
