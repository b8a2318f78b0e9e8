import type { FastifyInstance } from 'fastify'
import { createModerationRepository } from './moderation.repository.ts'
import { createModerationService, type ModerationService } from './moderation.service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Verification reports, the moderation queue, decisions, appeals (issue 8). */
    moderation: ModerationService
  }
}

/** Builds the moderation service (after the submissions pipeline, whose source checks it uses). */
export function registerModeration(app: FastifyInstance): void {
  const db = app.database.db
  app.decorate(
    'moderation',
    createModerationService({
      db,
      repo: createModerationRepository(db),
      sources: app.pipeline.sources,
      dataDir: app.env.dataDir,
    }),
  )
}
