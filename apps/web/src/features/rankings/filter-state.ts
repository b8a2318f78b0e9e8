import { GAME_CATEGORIES, findGame, gamesOfCategory, type GameCategory } from '@app/shared'

/** The Mode dropdown in the spec's order (HIGH-SCORE, 1CC, CARAVAN) with the API's mode ids. */
export const RANKING_MODES = [
  { key: 'highScore', id: 1 },
  { key: 'oneCc', id: 3 },
  { key: 'caravan', id: 2 },
] as const

export interface RankingFilters {
  category: GameCategory | null
  gameId: number | null
  modeId: number | null
  page: number
}

const NONE: RankingFilters = { category: null, gameId: null, modeId: null, page: 1 }
const FIRST_MODE = RANKING_MODES[0].id

const positiveInt = (value: string | null): number | null => {
  const number = Number(value)
  return value && Number.isInteger(number) && number >= 1 ? number : null
}

/**
 * Filters from the query string (`?category=&game=&mode=&page=`), made consistent: the game must
 * belong to the category (else its first game), the mode must exist (else the first); a game
 * alone (for example a link from the home page) brings its category.
 */
export function readFilters(params: URLSearchParams): RankingFilters {
  const game = findGame(positiveInt(params.get('game')) ?? 0)
  const category =
    GAME_CATEGORIES.find((item) => item === params.get('category')) ?? game?.category ?? null
  if (!category) return NONE
  const games = gamesOfCategory(category)
  const gameId = games.find((item) => item.id === game?.id)?.id ?? games[0]!.id
  const mode = RANKING_MODES.find((item) => item.id === positiveInt(params.get('mode')))
  return {
    category,
    gameId,
    modeId: mode?.id ?? FIRST_MODE,
    page: positiveInt(params.get('page')) ?? 1,
  }
}

export function writeFilters(filters: RankingFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.category) params.set('category', filters.category)
  if (filters.gameId) params.set('game', String(filters.gameId))
  if (filters.modeId) params.set('mode', String(filters.modeId))
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

/** Choosing a category selects its first game and the first mode (or clears everything). */
export function chooseCategory(value: string): RankingFilters {
  const category = GAME_CATEGORIES.find((item) => item === value)
  if (!category) return NONE
  return { category, gameId: gamesOfCategory(category)[0]!.id, modeId: FIRST_MODE, page: 1 }
}

/** Choosing a game resets the mode to the first one. */
export function chooseGame(filters: RankingFilters, gameId: number): RankingFilters {
  return { ...filters, gameId, modeId: FIRST_MODE, page: 1 }
}

export function chooseMode(filters: RankingFilters, modeId: number): RankingFilters {
  return { ...filters, modeId, page: 1 }
}
