import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import {
  createDirectValidation,
  type WorkerPartsOptions,
} from '../../server/src/jobs/worker-parts.ts'
import type { ValidatorEnv } from './config/env.ts'
import { registerValidateRoute } from './validate-route.ts'

export type ValidatorTestOptions = Pick<WorkerPartsOptions, 'testAllowance' | 'engine'>

/** The validation service: health and `POST /validate`. */
export async function buildValidator(
  env: ValidatorEnv,
  logger: FastifyServerOptions['logger'] = false,
  testOptions: ValidatorTestOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 64 * 1024, requestTimeout: 0 })
  app.get('/health', async () => ({
    status: 'ok',
    auth: env.VALIDATOR_TOKEN ? 'token' : 'loopback',
  }))
  registerValidateRoute(app, {
    token: env.VALIDATOR_TOKEN,
    concurrency: env.WORKER_CONCURRENCY,
    validate: createDirectValidation({ env, log: app.log, ...testOptions }),
  })
  return app
}
