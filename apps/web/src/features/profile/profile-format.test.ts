import { describe, expect, it } from 'vitest'
import { LEVEL_XP_STEP, xpForLevel } from '@app/shared'
import { isoDay, levelProgress } from './profile-format'

describe('isoDay', () => {
  it('keeps the UTC day of an ISO time, a dash for none', () => {
    expect(isoDay('2026-03-09T23:59:00.000Z')).toBe('2026-03-09')
    expect(isoDay(null)).toBe('—')
  })
})

describe('levelProgress', () => {
  it('is the share of the current level already earned', () => {
    const levelXp = xpForLevel(2)
    const nextLevelXp = xpForLevel(3)
    expect(levelProgress({ xp: levelXp, levelXp, nextLevelXp })).toBe(0)
    expect(levelProgress({ xp: levelXp + LEVEL_XP_STEP * 2, levelXp, nextLevelXp })).toBe(50)
    expect(levelProgress({ xp: nextLevelXp + 10, levelXp, nextLevelXp })).toBe(100)
  })

  it('is full when there is no next level', () => {
    expect(levelProgress({ xp: 10, levelXp: 10, nextLevelXp: 10 })).toBe(100)
  })
})
