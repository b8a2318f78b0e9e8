import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios'
import { TOKEN_EXPIRED_EVENT, getAccessToken, setAccessToken } from '@/lib/access-token'

export const REFRESH_PATH = '/auth/refresh'

/** The product's own server: base /api, cookies sent, Bearer token from memory (SPEC.md section 7). */
export const api = axios.create({ baseURL: '/api', withCredentials: true, timeout: 30_000 })

api.interceptors.request.use((config) => {
  const token = getAccessToken()
  if (token) config.headers.set('Authorization', `Bearer ${token}`)
  return config
})

let refreshing: Promise<string | null> | null = null

/** One refresh at a time: concurrent 401s wait for the same attempt. */
function refreshOnce(): Promise<string | null> {
  refreshing ??= api
    .post<{ accessToken?: string }>(REFRESH_PATH)
    .then((response) => response.data.accessToken ?? null)
    .catch(() => null)
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

type RetriableConfig = InternalAxiosRequestConfig & { retried?: boolean }

api.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetriableConfig | undefined
  // Session calls (login, register, refresh...) answer 401 for bad credentials, not for an expired
  // token: refreshing there would log the visitor out of a form they are filling in.
  const isSessionCall = config?.url?.startsWith('/auth/') ?? false
  if (error.response?.status !== 401 || !config || isSessionCall || config.retried) throw error
  const token = await refreshOnce()
  if (!token) {
    setAccessToken(null)
    window.dispatchEvent(new Event(TOKEN_EXPIRED_EVENT))
    throw error
  }
  setAccessToken(token)
  config.retried = true
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
