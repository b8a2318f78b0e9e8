import { openDatabase } from '../../server/src/db/client.ts'
import { createPipeline } from '../../server/src/jobs/pipeline.ts'
import { untilDatabaseAnswers } from '../../server/src/lib/db-unavailable.ts'
import { buildValidator } from './app.ts'
import { loadEnv } from './config/env.ts'

const env = loadEnv()
const app = await buildValidator(env, { level: env.LOG_LEVEL })

/** With PostgreSQL this process is also a queue worker: it takes validation jobs from pg-boss. */
async function startWorker() {
  const databaseUrl = env.DATABASE_URL
  if (!databaseUrl) return null
  const { database, pipeline } = await untilDatabaseAnswers(
    async () => {
      const database = await openDatabase({ databaseUrl, dataDir: null })
      try {
        return { database, pipeline: await createPipeline({ env, database, log: app.log }) }
      } catch (err) {
        await database.close()
        throw err
      }
    },
    { log: app.log },
  )
  await pipeline.startWorker()
  app.log.info({ concurrency: env.WORKER_CONCURRENCY }, 'validation worker started')
  return async () => {
    await pipeline.close()
    await database.close()
  }
}
const stopWorker = await startWorker()

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  await app.close()
  await stopWorker?.()
  process.exit(0)
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: env.VALIDATOR_PORT, host: env.host })
