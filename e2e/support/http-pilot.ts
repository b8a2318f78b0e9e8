/** A pilot talking to a running server over real HTTP (for tests that start server processes). */
import { randomUUID } from 'node:crypto'
import type { Submission } from '@app/shared'
import { STRONG_PASSWORD } from '../../apps/server/test/auth/session.ts'

/** The codes of a valid submission (Batsugun, PCB, HI-SCORE, Normal). */
export const RUN_CODES = { gameId: 6, platformId: 2, modeId: 1, levelId: 2 }

export interface HttpAnswer<T = unknown> {
  status: number
  headers: Headers
  body: T
}

async function call<T>(url: string, init: RequestInit): Promise<HttpAnswer<T>> {
  const res = await fetch(url, init)
  const text = await res.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: kept as text
  }
  return { status: res.status, headers: res.headers, body: body as T }
}

/** Registers and signs in a fresh pilot; its calls carry the access token. */
export async function httpPilot(baseUrl: string) {
  const email = `fault-${randomUUID()}@example.test`
  const json = { 'content-type': 'application/json' }
  const credentials = JSON.stringify({ email, password: STRONG_PASSWORD })
  const registered = await call(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: credentials,
  })
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`)
  const login = await call<{ accessToken: string; user: { id: string } }>(
    `${baseUrl}/api/auth/login`,
    { method: 'POST', headers: json, body: credentials },
  )
  if (login.status !== 200) throw new Error(`login: ${login.status}`)
  const auth = { authorization: `Bearer ${login.body.accessToken}` }
  return {
    id: login.body.user.id,
    get: <T = unknown>(path: string) => call<T>(`${baseUrl}/api${path}`, { headers: auth }),
    /** POST /api/submissions with a video file, as the Start X Level form sends it. */
    upload(video: Buffer | Blob, filename = 'run.mp4', codes = RUN_CODES) {
      const form = new FormData()
      for (const [name, value] of Object.entries(codes)) form.append(name, String(value))
      const blob = video instanceof Blob ? video : new Blob([new Uint8Array(video)])
      form.append('video', blob, filename)
      return call<Submission>(`${baseUrl}/api/submissions`, {
        method: 'POST',
        headers: auth,
        body: form,
      })
    },
    submission: async (id: string) =>
      (await call<Submission>(`${baseUrl}/api/submissions/${id}`, { headers: auth })).body,
  }
}

export type HttpPilot = Awaited<ReturnType<typeof httpPilot>>
