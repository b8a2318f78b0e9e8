import { describe, expect, it } from 'vitest'
import { chooseCategory, chooseGame, chooseMode, readFilters, writeFilters } from './filter-state'

const read = (query: string) => readFilters(new URLSearchParams(query))

describe('ranking filters', () => {
  it('starts with nothing chosen', () => {
    expect(read('')).toEqual({ category: null, gameId: null, modeId: null, page: 1 })
  })

  it('picks the first game and the first mode (HIGH-SCORE) with a category', () => {
    expect(chooseCategory('vertical')).toEqual({
      category: 'vertical',
      gameId: 6,
      modeId: 1,
      page: 1,
    })
    expect(chooseCategory('')).toEqual(read(''))
  })

  it('resets the mode and the page when the game changes', () => {
    const chosen = { category: 'vertical' as const, gameId: 6, modeId: 2, page: 3 }
    expect(chooseGame(chosen, 9)).toEqual({ ...chosen, gameId: 9, modeId: 1, page: 1 })
    expect(chooseMode(chosen, 3)).toEqual({ ...chosen, modeId: 3, page: 1 })
  })

  it('round-trips through the query string', () => {
    const filters = { category: 'bullethell' as const, gameId: 12, modeId: 3, page: 2 }
    expect(writeFilters(filters).toString()).toBe('category=bullethell&game=12&mode=3&page=2')
    expect(readFilters(writeFilters(filters))).toEqual(filters)
  })

  it('repairs inconsistent links', () => {
    expect(read('category=horizontal&game=11&mode=9&page=-2')).toEqual({
      category: 'horizontal',
      gameId: 1,
      modeId: 1,
      page: 1,
    })
    expect(read('game=13')).toEqual({ category: 'bullethell', gameId: 13, modeId: 1, page: 1 })
    expect(read('category=space&game=abc')).toEqual(read(''))
  })
})
