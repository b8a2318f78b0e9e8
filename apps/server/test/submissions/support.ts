import { execFile } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import type { SubmissionEvent } from '@app/shared'
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { loadEnv, type Env } from '../../src/config/env.ts'
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts'
import type { SubmissionsTestOptions } from '../../src/modules/submissions/submissions.plugin.ts'
import { NO_RATE_LIMITS, registerAndLogin } from '../auth/session.ts'
import { createPgDatabase, type DatabaseKind } from '../helper.ts'

const run = promisify(execFile)
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf'

/**
 * A small H.264 clip made with ffmpeg: black background, the score drawn big and white at the top
 * left (`score` may hold drawtext expansions such as `%{eif:1000+n*10:d}`), 30 fps.
 */
export async function makeClip(file: string, o: { seconds: number; score: string; size?: string }) {
  const text = o.score.replaceAll(':', '\\:')
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-threads', '1', '-f', 'lavfi'],
    ...['-i', `color=c=black:s=${o.size ?? '640x360'}:r=30:d=${o.seconds}`],
    ...['-vf', `drawtext=text='${text}':fontfile=${FONT}:fontsize=56:fontcolor=white:x=24:y=16`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
  ])
  return file
}

/** A multipart/form-data body for app.inject. */
export function multipart(
  fields: Record<string, string | number>,
  file?: { content: Buffer; filename: string; type?: string; field?: string },
) {
  const boundary = `----xl${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    )
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'video'}"; ` +
          `filename="${file.filename}"\r\ncontent-type: ${file.type ?? 'video/mp4'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

export interface SubmissionsTestApp {
  app: FastifyInstance
  env: Env
  database: DatabaseHandle
  dataDir: string
  databaseUrl: string | undefined
}

/**
 * Like test/helper.ts `build`, plus the submissions test options (a yt-dlp allowance for a
 * loopback host, or another engine) that only code can pass.
 */
export function buildWith(
  kind: DatabaseKind,
  overrides: NodeJS.ProcessEnv = {},
  submissions: () => SubmissionsTestOptions = () => ({}),
): () => SubmissionsTestApp {
  let context: SubmissionsTestApp | undefined
  let drop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'xl-sub-'))
    let databaseUrl: string | undefined
    if (kind === 'postgres') {
      const created = await createPgDatabase()
      databaseUrl = created.url
      drop = created.drop
    }
    const env = loadEnv({
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'silent',
      ...NO_RATE_LIMITS,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...overrides,
    })
    const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? null : dataDir })
    const app = await buildApp({
      env,
      database,
      secrets: { jwtKey: randomBytes(32).toString('hex') },
      submissions: submissions(),
    })
    await app.ready()
    context = { app, env, database, dataDir, databaseUrl }
  }, 60_000)
  afterAll(async () => {
    if (!context) return
    await context.app.close()
    await context.database.close()
    await drop?.()
    await rm(context.dataDir, { recursive: true, force: true })
  })
  return () => {
    if (!context) throw new Error('test app not built yet')
    return context
  }
}

/** A signed-in pilot and an inject wrapper carrying its access token. */
export async function pilot(app: FastifyInstance) {
  const session = await registerAndLogin(app, `sub-${randomUUID()}@example.test`)
  const headers = { authorization: `Bearer ${session.accessToken}` }
  return {
    id: session.user.id,
    headers,
    send: (payload: object) =>
      app.inject({ method: 'POST', url: '/api/submissions', payload, headers }),
    upload: (body: ReturnType<typeof multipart>) =>
      app.inject({
        method: 'POST',
        url: '/api/submissions',
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      }),
    get: (url: string) => app.inject({ method: 'GET', url: `/api/submissions${url}`, headers }),
    post: (url: string) => app.inject({ method: 'POST', url: `/api/submissions${url}`, headers }),
  }
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The events of a finished server-sent events body, in order. */
export const parseSse = (body: string): SubmissionEvent[] =>
  body
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => Boolean(line))
    .map((line) => JSON.parse(line.slice(6)) as SubmissionEvent)
