/**
 * The shape of the home page's figures (the future `GET /api/home`). Until approved submissions
 * exist the page shows PLACEHOLDER_HOME: the spec's dashes and zeros.
 */
export interface HomeEvent {
  /** Translation key under `home.events.` for title and subtitle. */
  slug: 'season0' | 'season1'
  /** ISO date; `yearOnly` when only the year is announced. */
  date: string
  yearOnly: boolean
}

export interface HomePilot {
  name: string | null
  avatar: string | null
  score: number
}

export type HomeMode = 'oneCc' | 'hiScore' | 'caravan'

export interface HomeData {
  events: HomeEvent[]
  podium: HomePilot[]
  topGames: { gameId: number; hiScore: number }[]
  bestPlayers: ({ mode: HomeMode } & HomePilot)[]
}

const nobody: HomePilot = { name: null, avatar: null, score: 0 }

export const PLACEHOLDER_HOME: HomeData = {
  events: [
    { slug: 'season0', date: '2025-10-25', yearOnly: false },
    { slug: 'season1', date: '2026-01-01', yearOnly: true },
  ],
  podium: [nobody, nobody, nobody, nobody, nobody],
  topGames: [
    { gameId: 1, hiScore: 0 },
    { gameId: 11, hiScore: 0 },
    { gameId: 7, hiScore: 0 },
  ],
  bestPlayers: [
    { mode: 'oneCc', ...nobody },
    { mode: 'hiScore', ...nobody },
    { mode: 'caravan', ...nobody },
  ],
}
