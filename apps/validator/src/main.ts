import { buildValidator } from './app.ts'
import { loadEnv } from './config/env.ts'

const env = loadEnv()
const app = await buildValidator(env, { level: env.LOG_LEVEL })

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  await app.close()
  process.exit(0)
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: env.VALIDATOR_PORT, host: env.host })
