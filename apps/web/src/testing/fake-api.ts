import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios'
import { api } from '@/lib/api-client'

type Answer = { status: number; data?: unknown }
type Handler = (config: InternalAxiosRequestConfig) => Answer | Promise<Answer>

/**
 * Answers the api client's requests from `routes` ('POST /auth/login' -> handler) instead of the
 * network, the way MSW handlers would; unknown routes answer 404. A handler may answer later (a
 * promise) to stand for a slow request. Returns the request log.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: InternalAxiosRequestConfig[] = []
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config)
    const handler = routes[`${config.method?.toUpperCase()} ${config.url}`]
    const { status, data } = handler
      ? await handler(config)
      : { status: 404, data: { message: 'Not found' } }
    const response = {
      status,
      statusText: String(status),
      data,
      headers: new AxiosHeaders(),
      config,
    }
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      )
    }
    return response
  }
  api.defaults.adapter = adapter
  return calls
}
