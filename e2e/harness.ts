/**
 * Browser-test harness: starts the real server (built web app + API) on a free port with a fresh
 * DATA_DIR and embedded database (or PostgreSQL when E2E_DATABASE_URL is set), and drives Debian's
 * Chromium through playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const hasChromium = existsSync(CHROMIUM_PATH)
const root = new URL('..', import.meta.url).pathname
const tsx = path.join(root, 'node_modules/.bin/tsx')

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitForHealth(url: string, child: ChildProcess, logs: string[]): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs.join('')}`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not become healthy:\n${logs.join('')}`)
}

export interface Stack {
  baseUrl: string
  dataDir: string
  logs: string[]
  stop(): Promise<void>
}

/**
 * Starts `apps/server` as its own process, exactly as `npm start` does, or another server entry
 * (a test-only one, such as e2e/support/server-with-fake-youtube.ts).
 */
export async function startStack(
  env: NodeJS.ProcessEnv = {},
  entry = 'apps/server/src/server.ts',
): Promise<Stack> {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first')
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'xl-e2e-'))
  const port = await freePort()
  const logs: string[] = []
  const child = spawn(tsx, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()))
  const baseUrl = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(`${baseUrl}/api/health`, child, logs)
  } catch (error) {
    child.kill('SIGKILL')
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    baseUrl,
    dataDir,
    logs,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await new Promise((resolve) => child.once('exit', resolve))
      }
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--autoplay-policy=no-user-gesture-required',
    ],
  })
}

/** A fresh browser context (own cookies and storage) pointed at the stack. */
export async function newContext(
  browser: Browser,
  stack: Stack,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ baseURL: stack.baseUrl, locale: 'en-US', ...options })
}
