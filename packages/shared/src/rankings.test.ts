import { describe, expect, it } from 'vitest'
import { MISSIONS, completingRun } from './missions.ts'
import { levelForXp, shipForLevel, xpForLevel } from './profiles.ts'
import {
  GlobalRankingQuerySchema,
  ordinal,
  RankingQuerySchema,
  tierForXPoints,
  xPointsForPlacement,
} from './rankings.ts'

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [1002, '1002nd'],
  ])('%i -> %s', (rank, text) => {
    expect(ordinal(rank)).toBe(text)
  })
})

describe('placement X-points', () => {
  it('pays the podium, 4th-10th, 11th-100th, then the participation floor', () => {
    expect([1, 2, 3, 4, 10, 11, 100, 101, 5000].map(xPointsForPlacement)).toEqual([
      1000, 800, 650, 500, 260, 200, 22, 10, 10,
    ])
  })
  it('never pays a lower place more than a higher one', () => {
    for (let rank = 1; rank < 150; rank += 1) {
      expect(xPointsForPlacement(rank)).toBeGreaterThanOrEqual(xPointsForPlacement(rank + 1))
    }
  })
  it('refuses rank 0', () => expect(() => xPointsForPlacement(0)).toThrow(RangeError))
})

describe('tiers', () => {
  it.each([
    [0, 'Bronze'],
    [299, 'Bronze'],
    [300, 'Silver'],
    [999, 'Silver'],
    [1000, 'Gold'],
    [2500, 'Platinum'],
    [4999, 'Platinum'],
    [5000, 'Master'],
  ])('%i X-points -> %s', (points, tier) => expect(tierForXPoints(points)).toBe(tier))
})

describe('levels', () => {
  it('starts level L at 250 * L * (L - 1) XP', () => {
    expect([0, 499, 500, 1499, 1500, 2999, 3000, 5000].map(levelForXp)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 5,
    ])
    for (let level = 1; level < 200; level += 1) {
      expect(levelForXp(xpForLevel(level))).toBe(level)
      expect(levelForXp(xpForLevel(level + 1) - 1)).toBe(level)
    }
  })
  it('unlocks a ship every five levels, up to eight', () => {
    expect([1, 5, 6, 10, 11, 99].map(shipForLevel)).toEqual([
      'Ship 1',
      'Ship 1',
      'Ship 2',
      'Ship 2',
      'Ship 3',
      'Ship 8',
    ])
  })
})

describe('missions', () => {
  it('has ten missions for each of games 1-6, worth 300 to 1500 XP, with unique ids and names', () => {
    expect(MISSIONS).toHaveLength(60)
    for (let gameId = 1; gameId <= 6; gameId += 1) {
      expect(MISSIONS.filter((mission) => mission.gameId === gameId)).toHaveLength(10)
    }
    expect(new Set(MISSIONS.map((mission) => mission.id)).size).toBe(60)
    expect(new Set(MISSIONS.map((mission) => mission.missionName)).size).toBe(60)
    expect(Math.min(...MISSIONS.map((mission) => mission.exp))).toBe(300)
    expect(Math.max(...MISSIONS.map((mission) => mission.exp))).toBe(1500)
  })
  it('needs the mission game, mode, difficulty and score', () => {
    const ironPilot = MISSIONS.find((mission) => mission.missionName === 'Vic Viper: Iron Pilot')!
    const run = { gameId: 1, modeId: 3, levelId: 3, score: 600_000 }
    expect(completingRun(ironPilot, [run])).toBe(run)
    expect(completingRun(ironPilot, [{ ...run, score: 599_999 }])).toBeUndefined()
    expect(completingRun(ironPilot, [{ ...run, levelId: 2 }])).toBeUndefined()
    expect(completingRun(ironPilot, [{ ...run, modeId: 1 }])).toBeUndefined()
    expect(completingRun(ironPilot, [{ ...run, gameId: 2 }])).toBeUndefined()
  })
})

describe('ranking queries', () => {
  it('coerces query strings and applies defaults', () => {
    expect(RankingQuerySchema.parse({ game: '3', mode: '2' })).toEqual({
      game: 3,
      mode: 2,
      page: 1,
      limit: 20,
    })
  })
  it.each([
    [{ game: '17', mode: '1' }, 'Unknown game'],
    [{ game: '1', mode: '4' }, 'Unknown mode'],
    [{ game: '1', mode: '1', limit: '500' }, 'limit must be at most 100'],
    [{ game: '1', mode: '1', around: 'you' }, "around must be 'me'"],
    [{ game: '1', mode: '1', user: 'x' }, 'user must be a pilot id'],
  ])('refuses %o', (query, message) => {
    const result = RankingQuerySchema.safeParse(query)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })
  it('pages the global ranking', () => {
    expect(GlobalRankingQuerySchema.parse({ page: '3' })).toEqual({ page: 3, limit: 20 })
  })
})
