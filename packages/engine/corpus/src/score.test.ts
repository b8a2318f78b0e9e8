import { describe, expect, it } from 'vitest'
import { Rng } from './rng.ts'
import { generateScores } from './score.ts'

const cfg = { digits: 7, unit: 10, start: 0, rolling: false }

describe('generateScores', () => {
  it('pays a boss bonus only for a fight that ends inside the clip', () => {
    let endsInBoss = 0
    for (let seed = 1; seed <= 200; seed++) {
      const track = generateScores(new Rng(seed), 240, 30, cfg)
      if (track.phase[239] !== 'boss') continue
      endsInBoss++
      expect(track.kills.filter((k) => k.big && k.frame === 239)).toEqual([])
    }
    expect(endsInBoss).toBeGreaterThan(5)
  })

  it('pays it when the fight ends before the clip does', () => {
    const bonuses = Array.from({ length: 50 }, (_, i) =>
      generateScores(new Rng(i + 1), 600, 30, cfg),
    )
      .flatMap((t) => t.kills.filter((k) => k.big))
      .filter((k) => k.frame < 599)
    expect(bonuses.length).toBeGreaterThan(5)
  })
})
