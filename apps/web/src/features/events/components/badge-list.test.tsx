import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/testing/fake-api'
import { renderWithProviders } from '@/testing/render'
import { BadgeList } from './badge-list'

const userId = '0b0e7d4e-51b5-4f0e-9a55-6f0d3c2f4a10'

describe('BadgeList', () => {
  it("shows the pilot's badges, translated, with the day each was earned", async () => {
    const calls = fakeApi({
      'POST /auth/refresh': () => ({ status: 401 }),
      'GET /badges': () => ({
        status: 200,
        data: {
          userId,
          badges: [
            {
              code: 'pioneer',
              name: 'badges.pioneer.name',
              description: 'badges.pioneer.description',
              eventId: 'season0',
              awardedAt: '2025-11-06T10:00:00.000Z',
            },
          ],
        },
      }),
    })
    renderWithProviders(<BadgeList userId={userId} />)
    expect(await screen.findByText('Pioneer')).toBeTruthy()
    expect(screen.getByText('Flew in the Season 0 prologue with an approved run.')).toBeTruthy()
    expect(screen.getByText('Earned on Nov 6, 2025')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Badges' })).toBeTruthy()
    expect(calls.find((call) => call.url === '/badges')?.params).toEqual({ user: userId })
  })

  it('says so when the pilot has none', async () => {
    fakeApi({
      'POST /auth/refresh': () => ({ status: 401 }),
      'GET /badges': () => ({ status: 200, data: { userId, badges: [] } }),
    })
    renderWithProviders(<BadgeList userId={userId} headingLevel={3} />)
    expect(await screen.findByText('No badges yet.')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: 'Badges' })).toBeTruthy()
  })
})
