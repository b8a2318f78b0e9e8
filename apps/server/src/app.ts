import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Env } from './config/env.ts'
import type { Secrets } from './config/secrets.ts'
import type { DatabaseHandle } from './db/client.ts'
import { registerErrorHandler } from './plugins/external/error-handler.ts'
import { registerWeb } from './plugins/external/web.ts'
import { registerAuth } from './plugins/app/auth.ts'
import authRoutes from './routes/auth/index.ts'
import configRoutes from './routes/config.ts'
import meRoutes from './routes/me.ts'
import healthRoutes from './routes/health.ts'
import {
  registerSubmissions,
  type SubmissionsTestOptions,
} from './modules/submissions/submissions.plugin.ts'
import submissionRoutes from './routes/submissions/index.ts'
import partnersRoutes from './routes/partners/index.ts'
import eventsRoutes from './routes/events/index.ts'
import rankingsRoutes from './routes/rankings/index.ts'
import homeRoutes from './routes/home/index.ts'
import profilesRoutes from './routes/profiles/index.ts'
import avatarsRoutes from './routes/profiles/avatars.ts'
import playersRoutes from './routes/players/index.ts'
import notificationsRoutes from './routes/notifications/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    env: Env
    database: DatabaseHandle
    secrets: Secrets
  }
}

export interface AppDeps {
  env: Env
  database: DatabaseHandle
  secrets: Secrets
  logger?: FastifyServerOptions['logger']
  /** Tests only: yt-dlp allowance for a loopback host, or another engine. */
  submissions?: SubmissionsTestOptions
}

/** Builds the API + web server: external plugins, then app services, then routes under /api. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('env', deps.env)
  app.decorate('database', deps.database)
  app.decorate('secrets', deps.secrets)

  const historyFallback = await registerWeb(app, deps.env.webDist)
  registerErrorHandler(app, { historyFallback })
  await registerAuth(app)
  await registerSubmissions(app, deps.submissions)

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(submissionRoutes, { prefix: '/submissions' })
      await api.register(partnersRoutes)
      await api.register(eventsRoutes)
      await api.register(configRoutes)
      await api.register(meRoutes)
      await api.register(authRoutes, { prefix: '/auth' })
      await api.register(rankingsRoutes, { prefix: '/rankings' })
      await api.register(homeRoutes, { prefix: '/home' })
      await api.register(profilesRoutes, { prefix: '/profiles' })
      await api.register(avatarsRoutes, { prefix: '/avatars' })
      await api.register(playersRoutes, { prefix: '/players' })
      await api.register(notificationsRoutes, { prefix: '/notifications' })
    },
    { prefix: '/api' },
  )
  return app
}
