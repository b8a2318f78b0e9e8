import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOKEN_EXPIRED_EVENT, getAccessToken, setAccessToken } from '@/lib/access-token'
import { api, errorMessage } from '@/lib/api-client'
import { fakeApi } from '@/testing/fake-api'

afterEach(() => setAccessToken(null))

describe('api client', () => {
  it('sends the in-memory token as a Bearer header', async () => {
    const calls = fakeApi({ 'GET /me': () => ({ status: 200, data: {} }) })
    setAccessToken('abc')
    await api.get('/me')
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer abc')
    expect(calls[0]?.withCredentials).toBe(true)
    expect(calls[0]?.baseURL).toBe('/api')
  })

  it('refreshes once for concurrent 401s and retries each request with the new token', async () => {
    let refreshes = 0
    const calls = fakeApi({
      'POST /auth/refresh': () => {
        refreshes += 1
        return { status: 200, data: { accessToken: 'fresh' } }
      },
      'GET /me': (config) =>
        config.headers.get('Authorization') === 'Bearer fresh'
          ? { status: 200, data: 'ok' }
          : { status: 401 },
    })
    setAccessToken('stale')
    const results = await Promise.all([api.get('/me'), api.get('/me'), api.get('/me')])
    expect(results.map((r) => r.data)).toEqual(['ok', 'ok', 'ok'])
    expect(refreshes).toBe(1)
    expect(getAccessToken()).toBe('fresh')
    expect(calls.filter((c) => c.url === '/me')).toHaveLength(6)
  })

  it('clears the token and raises token-expired when the refresh fails', async () => {
    fakeApi({ 'POST /auth/refresh': () => ({ status: 401 }), 'GET /me': () => ({ status: 401 }) })
    const expired = vi.fn()
    window.addEventListener(TOKEN_EXPIRED_EVENT, expired)
    setAccessToken('stale')
    await expect(api.get('/me')).rejects.toThrow('401')
    expect(getAccessToken()).toBeNull()
    expect(expired).toHaveBeenCalledTimes(1)
    window.removeEventListener(TOKEN_EXPIRED_EVENT, expired)
  })

  it('never refreshes after a 401 of the refresh call itself', async () => {
    const calls = fakeApi({ 'POST /auth/refresh': () => ({ status: 401 }) })
    await expect(api.post('/auth/refresh')).rejects.toThrow()
    expect(calls).toHaveLength(1)
  })

  it('picks the global error text in the spec order', async () => {
    fakeApi({
      'POST /a': () => ({ status: 400, data: { message: 'From message', detail: 'From detail' } }),
      'POST /b': () => ({ status: 400, data: { detail: 'From detail' } }),
      'POST /c': () => ({ status: 500, data: ' Plain text ' }),
      'POST /d': () => ({ status: 500, data: {} }),
    })
    const texts = await Promise.all(
      ['/a', '/b', '/c', '/d'].map((url) => api.post(url).catch(errorMessage)),
    )
    expect(texts).toEqual([
      'From message',
      'From detail',
      'Plain text',
      'Request failed with status code 500',
    ])
    expect(errorMessage(null)).toBeUndefined()
  })
})

describe('session calls', () => {
  it('pass a 401 of the login call to the caller without refreshing', async () => {
    const calls = fakeApi({
      'POST /auth/login': () => ({ status: 401, data: { message: 'Wrong email or password' } }),
    })
    await expect(api.post('/auth/login', {})).rejects.toThrow('401')
    expect(calls.map((c) => c.url)).toEqual(['/auth/login'])
  })
})
