/**
 * Test-only server entry: the real app, plus a loopback HTTP server standing in for YouTube that
 * serves the video file named by E2E_FAKE_YOUTUBE_FILE. yt-dlp reaches it through the submissions
 * service's test allowance, a constructor option that only code like this passes; the production
 * entry (apps/server/src/server.ts) has no way to set it.
 */
import pino from 'pino'
import { loadEnv } from '../../apps/server/src/config/env.ts'
import { loadSecrets } from '../../apps/server/src/config/secrets.ts'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { buildApp } from '../../apps/server/src/app.ts'
import { serveVideo } from '../../apps/server/test/submissions/fake-youtube.ts'

const file = process.env.E2E_FAKE_YOUTUBE_FILE
if (!file) throw new Error('E2E_FAKE_YOUTUBE_FILE is required')
const youtube = await serveVideo(() => file)
const env = loadEnv()
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir })
const app = await buildApp({
  env,
  database,
  secrets: await loadSecrets(env.dataDir),
  logger: pino({ level: env.LOG_LEVEL }),
  submissions: { testAllowance: youtube.allowance },
})
process.once('SIGTERM', () => {
  void Promise.all([app.close(), youtube.close()])
    .then(() => database.close())
    .then(() => process.exit(0))
})
await app.listen({ port: env.PORT, host: env.HOST })
