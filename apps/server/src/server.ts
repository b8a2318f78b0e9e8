import pino from 'pino'
import { loadEnv } from './config/env.ts'
import { loadSecrets } from './config/secrets.ts'
import { openDatabase } from './db/client.ts'
import { buildApp } from './app.ts'
import { untilDatabaseAnswers } from './lib/db-unavailable.ts'
import { createLogger } from './lib/logger.ts'
import { seedDemoOnStart } from './modules/seed/demo-seed.ts'

const env = loadEnv()
const secrets = await loadSecrets(env.dataDir)
const logger = pino(createLogger(env.LOG_LEVEL))
const database = await untilDatabaseAnswers(
  () => openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir }),
  { log: logger },
)
const app = await buildApp({ env, database, secrets, logger })
app.log.info({ database: database.kind, dataDir: env.dataDir }, 'database migrated')
await seedDemoOnStart(database, { seedDemo: env.SEED_DEMO }, app.log)

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  await app.close()
  await database.close()
  process.exit(0)
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: env.PORT, host: env.HOST })
