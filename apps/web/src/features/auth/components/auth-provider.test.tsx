import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TOKEN_EXPIRED_EVENT, getAccessToken } from '@/lib/access-token'
import { fakeApi } from '@/testing/fake-api'
import { renderWithProviders } from '@/testing/render'
import { useAuth } from '../hooks/use-auth'

const user = { id: 'u1', email: 'ace@x.io', avatar: null, nickname: null, role: 'pilot' as const }
const renamed = { ...user, nickname: 'Ace' }

function Probe() {
  const { status, user: current, logout } = useAuth()
  return (
    <button type="button" data-status={status} onClick={() => void logout()}>
      {current?.nickname ?? current?.email ?? 'nobody'}
    </button>
  )
}

const probe = () => screen.getByRole('button')
const storedUser = () => JSON.parse(localStorage.getItem('authUser') ?? 'null') as unknown

async function settled(status: string) {
  await waitFor(() => expect(probe().dataset.status).toBe(status))
}

describe('session', () => {
  it('stays loading until the startup refresh ends, then signs in and re-reads GET /me', async () => {
    const calls = fakeApi({
      'POST /auth/refresh': () => ({ status: 200, data: { accessToken: 'tok', user } }),
      'GET /me': () => ({ status: 200, data: renamed }),
    })
    renderWithProviders(<Probe />)
    expect(probe().dataset.status).toBe('loading')
    await settled('authenticated')
    await waitFor(() => expect(probe().textContent).toBe('Ace'))
    expect(getAccessToken()).toBe('tok')
    expect(storedUser()).toEqual(renamed)
    expect(calls.map((c) => c.url)).toEqual(['/auth/refresh', '/me'])
  })

  it('clears a stored user when the startup refresh fails', async () => {
    localStorage.setItem('authUser', JSON.stringify(user))
    fakeApi({ 'POST /auth/refresh': () => ({ status: 401 }) })
    renderWithProviders(<Probe />)
    await settled('anonymous')
    expect(storedUser()).toBeNull()
  })

  it('logs out whatever the logout call answers', async () => {
    const calls = fakeApi({
      'POST /auth/refresh': () => ({ status: 200, data: { accessToken: 'tok', user } }),
      'GET /me': () => ({ status: 200, data: user }),
      'POST /auth/logout': () => ({ status: 500 }),
    })
    renderWithProviders(<Probe />)
    await settled('authenticated')
    fireEvent.click(probe())
    await settled('anonymous')
    expect(calls.map((c) => c.url)).toContain('/auth/logout')
    expect(getAccessToken()).toBeNull()
    expect(storedUser()).toBeNull()
    expect(probe().textContent).toBe('nobody')
  })

  it('stays logged out when GET /me answers as the logout ends', async () => {
    let answerMe = (_: { status: number; data: unknown }) => {}
    fakeApi({
      'POST /auth/refresh': () => ({ status: 200, data: { accessToken: 'tok', user } }),
      'GET /me': () => new Promise((resolve) => (answerMe = resolve)),
      'POST /auth/logout': () => {
        answerMe({ status: 200, data: renamed })
        return { status: 500 }
      },
    })
    renderWithProviders(<Probe />)
    await settled('authenticated')
    fireEvent.click(probe())
    await settled('anonymous')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(storedUser()).toBeNull()
    expect(probe().textContent).toBe('nobody')
  })

  it('logs out on the token-expired event', async () => {
    const calls = fakeApi({
      'POST /auth/refresh': () => ({ status: 200, data: { accessToken: 'tok', user } }),
      'GET /me': () => ({ status: 200, data: user }),
      'POST /auth/logout': () => ({ status: 204 }),
    })
    renderWithProviders(<Probe />)
    await settled('authenticated')
    act(() => {
      window.dispatchEvent(new Event(TOKEN_EXPIRED_EVENT))
    })
    await settled('anonymous')
    expect(calls.filter((c) => c.url === '/auth/logout')).toHaveLength(1)
    expect(storedUser()).toBeNull()
  })
})
