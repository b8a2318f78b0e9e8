import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { TopBanner } from './top-banner'

const TITLES: Record<string, string> = {
  '/emulator': 'EMULATOR',
  '/test': 'RIVER RAID',
  '/register': 'REGISTER PLAYER',
  '/players': 'PLAYER LIST',
  '/profile': 'PLAYER PROFILE',
  '/events': 'EVENTOS',
  '/rankings': 'GLOBAL RANKING',
  '/globalxranking': 'GLOBAL X RANKING',
  '/community': 'COMMUNITY',
  '/community-profile': 'COMMUNITY PROFILE',
  '/startxlevel': 'START X LEVEL',
  '/profile/settings': 'PLAYER PROFILE',
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <TopBanner />
    </MemoryRouter>,
  )

describe('TopBanner', () => {
  it.each(Object.entries(TITLES))('titles %s as %s', (path, title) => {
    renderAt(path)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title)
  })

  it.each(['/', '/partners', '/terms', '/constructor', '/communityx'])(
    'shows no banner on %s',
    (path) => {
      const { container } = renderAt(path)
      expect(container.innerHTML).toBe('')
    },
  )
})
