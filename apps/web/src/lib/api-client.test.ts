import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { TOKEN_EXPIRED_EVENT, getAccessToken, setAccessToken } from '@/lib/access-token'
import { CLIENT_ERRORS, api, errorMessage, refreshSession } from '@/lib/api-client'

interface Answer {
  status: number
  body?: unknown
  delayMs?: number
  /** Never answer (the timeout and abort tests). */
  hang?: boolean
}
type Route = (request: IncomingMessage) => Answer
interface Seen {
  route: string
  authorization?: string
}

/** A real HTTP server on 127.0.0.1; the page (jsdom) is another origin, so it answers CORS. */
let server: Server
let routes: Record<string, Route> = {}
let seen: Seen[] = []

function handle(request: IncomingMessage, response: ServerResponse) {
  response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*')
  response.setHeader('Access-Control-Allow-Credentials', 'true')
  response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type')
  if (request.method === 'OPTIONS') return response.writeHead(204).end()
  const route = `${request.method} ${request.url?.replace(/^\/api/, '')}`
  seen.push({ route, authorization: request.headers.authorization })
  const answer = routes[route]?.(request) ?? { status: 404, body: { message: 'Not found' } }
  if (answer.hang) return
  const send = () => {
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {})
    const type = typeof answer.body === 'string' ? 'text/plain' : 'application/json'
    response.writeHead(answer.status, { 'Content-Type': type }).end(text)
  }
  if (answer.delayMs) setTimeout(send, answer.delayMs)
  else send()
}

beforeAll(async () => {
  server = createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  api.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})
afterEach(() => {
  setAccessToken(null)
  routes = {}
  seen = []
})

const user = { id: 'u1', email: 'ace@x.io', avatar: null, nickname: null, role: 'pilot' as const }
const count = (route: string) => seen.filter((s) => s.route === route).length
/** GET /me answers 200 only for `Bearer ${token}`. */
const meFor =
  (token: string): Route =>
  (request) =>
    request.headers.authorization === `Bearer ${token}`
      ? { status: 200, body: { ok: token } }
      : { status: 401, body: { code: 'UNAUTHORIZED', message: 'Expired' } }

function listenExpired() {
  const expired = vi.fn()
  window.addEventListener(TOKEN_EXPIRED_EVENT, expired)
  return { expired, stop: () => window.removeEventListener(TOKEN_EXPIRED_EVENT, expired) }
}

describe('api client against a real HTTP server', () => {
  it('sends the in-memory token as a Bearer header, with credentials, under /api', async () => {
    routes = { 'GET /me': () => ({ status: 200, body: user }) }
    await api.get('/me')
    setAccessToken('abc')
    const response = await api.get('/me')
    expect(response.data).toEqual(user)
    expect(seen.map((s) => s.authorization)).toEqual([undefined, 'Bearer abc'])
    expect(response.config.withCredentials).toBe(true)
  })

  it('runs exactly one refresh for many waiting 401s, then retries each request once', async () => {
    routes = {
      'POST /auth/refresh': () => ({
        status: 200,
        body: { accessToken: 'fresh', user },
        delayMs: 80,
      }),
      'GET /me': meFor('fresh'),
    }
    setAccessToken('stale')
    const results = await Promise.all(Array.from({ length: 5 }, () => api.get('/me')))
    expect(results.map((r) => r.data)).toEqual(Array(5).fill({ ok: 'fresh' }))
    expect(count('POST /auth/refresh')).toBe(1)
    expect(count('GET /me')).toBe(10)
    expect(getAccessToken()).toBe('fresh')
  })

  it('retries a late 401 with the token another request already renewed, without refreshing', async () => {
    routes = { 'GET /me': meFor('new') }
    setAccessToken('old')
    const late = api.get('/me')
    setAccessToken('new')
    expect((await late).data).toEqual({ ok: 'new' })
    expect(count('POST /auth/refresh')).toBe(0)
  })

  it('does not refresh again for a late 401 once a refresh has ended the session', async () => {
    routes = {
      'POST /auth/refresh': () => ({ status: 401, body: { message: 'Session over' } }),
      'GET /me': meFor('never'),
      'GET /late': () => ({ status: 401, body: { message: 'Expired' }, delayMs: 150 }),
    }
    const { expired, stop } = listenExpired()
    setAccessToken('stale')
    const late = api.get('/late').catch(() => 'rejected')
    await expect(api.get('/me')).rejects.toMatchObject({ response: { status: 401 } })
    expect(await late).toBe('rejected')
    stop()
    expect(count('POST /auth/refresh')).toBe(1)
    expect(count('GET /late')).toBe(1)
    expect(expired).toHaveBeenCalledTimes(1)
  })

  it('retries only once when the retried request answers 401 again', async () => {
    routes = {
      'POST /auth/refresh': () => ({ status: 200, body: { accessToken: 'fresh', user } }),
      'GET /me': () => ({ status: 401, body: { message: 'Still no' } }),
    }
    setAccessToken('stale')
    await expect(api.get('/me')).rejects.toMatchObject({ response: { status: 401 } })
    expect(count('GET /me')).toBe(2)
    expect(count('POST /auth/refresh')).toBe(1)
  })

  it.each([
    ['fails', { status: 401, body: { code: 'UNAUTHORIZED', message: 'Session over' } }],
    ['answers without a token', { status: 200, body: { user } }],
  ])('clears the token and raises token-expired once when the refresh %s', async (_, refresh) => {
    routes = { 'POST /auth/refresh': () => refresh, 'GET /me': meFor('never') }
    const { expired, stop } = listenExpired()
    setAccessToken('stale')
    const results = await Promise.allSettled([api.get('/me'), api.get('/me'), api.get('/me')])
    stop()
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected'])
    expect(getAccessToken()).toBeNull()
    expect(expired).toHaveBeenCalledTimes(1)
    expect(count('POST /auth/refresh')).toBe(1)
  })

  it('never refreshes after a 401 of the refresh call itself or of a login', async () => {
    routes = {
      'POST /auth/refresh': () => ({ status: 401, body: { message: 'Session over' } }),
      'POST /auth/login': () => ({ status: 401, body: { message: 'Invalid email or password.' } }),
    }
    const { expired, stop } = listenExpired()
    await expect(refreshSession()).rejects.toMatchObject({ response: { status: 401 } })
    const login = await api
      .post('/auth/login', { email: 'a@b.c', password: 'x' })
      .catch(errorMessage)
    stop()
    expect(login).toBe('Invalid email or password.')
    expect(seen.map((s) => s.route)).toEqual(['POST /auth/refresh', 'POST /auth/login'])
    expect(expired).not.toHaveBeenCalled()
  })

  it('shares one refresh between the startup bootstrap and a 401 retry', async () => {
    routes = {
      'POST /auth/refresh': () => ({ status: 200, body: { accessToken: 't2', user }, delayMs: 50 }),
      'GET /me': meFor('t2'),
    }
    setAccessToken('t1')
    const [session, me] = await Promise.all([refreshSession(), api.get('/me')])
    expect(session).toEqual({ accessToken: 't2', user })
    expect(me.data).toEqual({ ok: 't2' })
    expect(count('POST /auth/refresh')).toBe(1)
  })
})

describe('client error texts', () => {
  it('uses the spec texts for a network error, a timeout and an abort', async () => {
    routes = { 'GET /slow': () => ({ status: 200, hang: true }) }
    const down = createServer()
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve))
    const downUrl = `http://127.0.0.1:${(down.address() as AddressInfo).port}/api/me`
    await new Promise((resolve) => down.close(resolve))
    const network = await api.get(downUrl).catch(errorMessage)
    const timeout = await api.get('/slow', { timeout: 100 }).catch(errorMessage)
    const controller = new AbortController()
    const aborted = api.get('/slow', { signal: controller.signal }).catch(errorMessage)
    setTimeout(() => controller.abort(), 50)
    expect([network, timeout, await aborted]).toEqual([
      CLIENT_ERRORS.network,
      CLIENT_ERRORS.timeout,
      CLIENT_ERRORS.aborted,
    ])
    expect(Object.values(CLIENT_ERRORS)).toEqual([
      'Network Error',
      'request timeout',
      'request aborted',
    ])
  })

  it('picks the global error text in the spec order, 429 included', async () => {
    routes = {
      'POST /a': () => ({ status: 400, body: { message: 'From message', detail: 'From detail' } }),
      'POST /b': () => ({ status: 400, body: { detail: 'From detail' } }),
      'POST /c': () => ({ status: 500, body: ' Plain text ' }),
      'POST /d': () => ({ status: 500, body: {} }),
      'POST /e': () => ({
        status: 429,
        body: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute.' },
      }),
    }
    const texts = await Promise.all(
      ['/a', '/b', '/c', '/d', '/e'].map((url) => api.post(url).catch(errorMessage)),
    )
    expect(texts).toEqual([
      'From message',
      'From detail',
      'Plain text',
      'Request failed with status code 500',
      'Too many attempts. Please wait a minute.',
    ])
    expect(errorMessage(null)).toBeUndefined()
  })
})
