/**
 * Service processes for the fault tests, started with exactly the environment given (no database
 * mode inherited from the test run) so that a test can kill and restart them on the same DATA_DIR
 * and database. Each is one node process (no tsx wrapper), so a signal reaches the service itself.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { waitFor } from '../../apps/server/test/submissions/support.ts'
import { freePort } from '../../apps/server/test/free-port.ts'

const root = new URL('../..', import.meta.url).pathname

export interface ServiceProcess {
  child: ChildProcess
  exited: Promise<void>
  /** The last 20,000 characters of its output, headed by its name. */
  log(): string
  /** Sends `signal` (default SIGTERM) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

/** The environment of the test run without the keys that choose a database or a data dir. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'RUN_WORKER', 'E2E_DATABASE']) delete env[key]
  return env
}

function startService(entry: string, env: NodeJS.ProcessEnv, name: string): ServiceProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...baseEnv(), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    child,
    exited,
    log: () => `--- ${name}\n${log}`,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}

/** Waits until `url` answers 200 from `service`; stops it and throws with its log otherwise. */
async function untilHealthy(service: ServiceProcess, url: string, name: string) {
  try {
    await waitFor(async () => {
      if (service.child.exitCode !== null) throw new Error(`${name} exited early`)
      const res = await fetch(url).catch(() => null)
      return res?.ok ? true : undefined
    }, 300_000)
  } catch (err) {
    await service.stop('SIGKILL')
    throw new Error(`${String(err)}\n${service.log()}`, { cause: err })
  }
}

/**
 * One `apps/validator` process, once its /health answers: with DATABASE_URL it is then a queue
 * worker taking validation jobs from pg-boss (it listens only after joining the queue).
 */
export async function startWorker(env: NodeJS.ProcessEnv, name: string): Promise<ServiceProcess> {
  const port = String(await freePort())
  const worker = startService(
    'apps/validator/src/main.ts',
    { WORKER_CONCURRENCY: '1', ...env, VALIDATOR_PORT: port },
    name,
  )
  await untilHealthy(worker, `http://127.0.0.1:${port}/health`, name)
  return worker
}

export type ApiProcess = ServiceProcess & { baseUrl: string }

/** The API (`apps/server`) on `env.PORT` or a free port, once /api/health answers. */
export async function startApi(env: NodeJS.ProcessEnv, name = 'api'): Promise<ApiProcess> {
  const port = env.PORT ?? String(await freePort())
  const baseUrl = `http://127.0.0.1:${port}`
  const api = startService(
    'apps/server/src/server.ts',
    { HOST: '127.0.0.1', SITE_ORIGIN: baseUrl, SEED_DEMO: '0', ...env, PORT: port },
    name,
  )
  await untilHealthy(api, `${baseUrl}/api/health`, name)
  return { ...api, baseUrl }
}
