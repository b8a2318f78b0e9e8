import { execFile } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import type { SubmissionEvent } from '@app/shared'
import type { SubmissionsTestOptions } from '../../src/modules/submissions/submissions.plugin.ts'
import { NO_RATE_LIMITS, registerAndLogin } from '../auth/session.ts'
import { build, type DatabaseKind, type TestApp } from '../helper.ts'

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

/**
 * test/helper.ts `build` without rate limits, plus the submissions test options (a yt-dlp
 * allowance for a loopback host, or another engine) that only code can pass.
 */
export function buildWith(
  kind: DatabaseKind,
  overrides: NodeJS.ProcessEnv = {},
  submissions: () => SubmissionsTestOptions = () => ({}),
): () => TestApp {
  return build(kind, { ...NO_RATE_LIMITS, ...overrides }, { submissions })
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
