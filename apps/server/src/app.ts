import Fastify, { type FastifyInstance, type FastifyBaseLogger, type RouteOptions } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Env } from './config/env.ts'
import type { Secrets } from './config/secrets.ts'
import type { DatabaseHandle } from './db/client.ts'
import { registerErrorHandler } from './plugins/external/error-handler.ts'
import { registerSecurityHeaders } from './plugins/external/security-headers.ts'
import { registerTextGuard } from './plugins/external/text-guard.ts'
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
import { registerModeration } from './modules/moderation/moderation.plugin.ts'
import runsRoutes from './routes/runs/index.ts'
import moderationRoutes from './routes/moderation/index.ts'

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
  /** The process's logger (pino); none by default. */
  logger?: FastifyBaseLogger
  /** Tests only: yt-dlp allowance for a loopback host, or another engine. */
  submissions?: SubmissionsTestOptions
  /** Tests only: told of every route as it is declared (the bad-input suite covers them all). */
  onRoute?: (route: RouteOptions) => void
}

/** Builds the API + web server: external plugins, then app services, then routes under /api. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger,
    trustProxy: deps.env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>()
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('env', deps.env)
  app.decorate('database', deps.database)
  app.decorate('secrets', deps.secrets)

  await registerSecurityHeaders(app)
  const historyFallback = await registerWeb(app, deps.env.webDist)
  registerErrorHandler(app, { historyFallback })
  registerTextGuard(app)
  await registerAuth(app)
  await registerSubmissions(app, deps.submissions)
  registerModeration(app)

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
      await api.register(runsRoutes)
      await api.register(moderationRoutes, { prefix: '/moderation' })
    },
    { prefix: '/api' },
  )
  return app
}
