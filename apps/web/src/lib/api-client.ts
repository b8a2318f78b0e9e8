import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios'
import { SessionSchema, type Session } from '@app/shared'
import { TOKEN_EXPIRED_EVENT, getAccessToken, setAccessToken } from '@/lib/access-token'

export const REFRESH_PATH = '/auth/refresh'

/** The generic client messages of SPEC.md section 8 (axios' own texts). */
export const CLIENT_ERRORS = {
  network: 'Network Error',
  timeout: 'request timeout',
  aborted: 'request aborted',
} as const

/** The product's own server: base /api, cookies sent, Bearer token from memory (SPEC.md section 7). */
export const api = axios.create({
  baseURL: '/api',
  withCredentials: true,
  timeout: 30_000,
  timeoutErrorMessage: CLIENT_ERRORS.timeout,
})

const bearer = (token: string) => `Bearer ${token}`

api.interceptors.request.use((config) => {
  const token = getAccessToken()
  if (token) config.headers.set('Authorization', bearer(token))
  return config
})

let refreshing: Promise<Session> | null = null

/**
 * POST /auth/refresh, one at a time: every caller that asks while an attempt runs (the startup
 * bootstrap, any number of 401s) waits for that same attempt.
 */
export function refreshSession(): Promise<Session> {
  refreshing ??= api
    .post(REFRESH_PATH)
    .then((response) => SessionSchema.parse(response.data))
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

/** A fresh access token, or null when the session is over (the token-expired event is raised). */
async function renewToken(): Promise<string | null> {
  try {
    const { accessToken } = await refreshSession()
    setAccessToken(accessToken)
    return accessToken
  } catch {
    setAccessToken(null)
    window.dispatchEvent(new Event(TOKEN_EXPIRED_EVENT))
    return null
  }
}

let expiring: Promise<string | null> | null = null

/** The waiters of one failed refresh raise the token-expired event once, not once each. */
function renewTokenOnce(): Promise<string | null> {
  expiring ??= renewToken().finally(() => {
    expiring = null
  })
  return expiring
}

type RetriableConfig = InternalAxiosRequestConfig & { retried?: boolean }

/** Replaces axios' varying texts for requests that got no answer with the spec's three. */
function normaliseMessage(error: AxiosError) {
  if (error.response) return
  if (error.code === 'ERR_CANCELED' || error.message === 'Request aborted') {
    error.message = CLIENT_ERRORS.aborted
  } else if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
    error.message = CLIENT_ERRORS.timeout
  } else {
    error.message = CLIENT_ERRORS.network
  }
}

/**
 * The token to retry a 401 with. When the session changed after the request left, the current
 * state answers without a new refresh: a token renewed by another request is reused, and a
 * session ended meanwhile (failed refresh, logout) is not revived.
 */
function tokenForRetry(config: RetriableConfig): Promise<string | null> | string | null {
  const sent = config.headers.get('Authorization')
  const current = getAccessToken()
  if (sent && sent !== (current && bearer(current))) return current
  return renewTokenOnce()
}

api.interceptors.response.use(undefined, async (error: AxiosError) => {
  normaliseMessage(error)
  const config = error.config as RetriableConfig | undefined
  // Session calls (login, register, refresh...) answer 401 for bad credentials or an ended
  // session, not for an expired access token: refreshing there would log the visitor out of the
  // form they are filling in, and the refresh call must never refresh itself.
  const isSessionCall = config?.url?.startsWith('/auth/') ?? false
  if (error.response?.status !== 401 || !config || isSessionCall || config.retried) throw error
  const token = await tokenForRetry(config)
  if (!token) throw error
  config.retried = true
  config.headers.set('Authorization', bearer(token))
  return api(config)
})

/** The global error text of SPEC.md section 8: message, detail, plain-text body, error message. */
export function errorMessage(error: unknown): string | undefined {
  if (axios.isAxiosError(error)) {
    const data: unknown = error.response?.data
    if (data && typeof data === 'object') {
      const body = data as { message?: unknown; detail?: unknown }
      if (typeof body.message === 'string' && body.message) return body.message
      if (typeof body.detail === 'string' && body.detail) return body.detail
    }
    if (typeof data === 'string' && data.trim()) return data.trim()
  }
  if (error instanceof Error && error.message) return error.message
  return undefined
}
