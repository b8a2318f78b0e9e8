import type { Home } from '@app/shared'

/**
 * The home page's figures have the shape of `GET /api/home` (`Home` in @app/shared). While they
 * load, when the call fails, or for a section the server has nothing for, the page shows this
 * placeholder: the spec's dashes and zeros. Event texts are
 * translation keys; an event date is `YYYY-MM-DD`, or `YYYY` when only the year is announced.
 */
export const PLACEHOLDER_HOME: Home = {
  events: [
    {
      id: 'season-0',
      title: 'events.season0.title',
      subTitle: 'events.season0.subTitle',
      date: '2025-10-25',
    },
    {
      id: 'season-1',
      title: 'events.season1.title',
      subTitle: 'events.season1.subTitle',
      date: '2026',
    },
  ],
  topPilots: [],
  topGames: [1, 11, 7].map((gameId) => ({
    gameId,
    title: '',
    approvedRuns: 0,
    topScore: null,
    topPilot: null,
  })),
  bestPilots: [3, 1, 2].map((modeId) => ({ modeId, mode: '', pilot: null, xPoints: 0 })),
}

/** The podium always has five places; empty ones show the placeholder look. */
export const PODIUM_PLACES = 5
