import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { ValidatorEnv } from './config/env.ts'

/** The validation service: health now, `POST /validate` with the submissions work. */
export async function buildValidator(
  env: ValidatorEnv,
  logger: FastifyServerOptions['logger'] = false,
): Promise<FastifyInstance> {
  const app = Fastify({ logger })
  app.get('/health', async () => ({
    status: 'ok',
    auth: env.VALIDATOR_TOKEN ? 'token' : 'loopback',
  }))
  return app
}
