import { describe, expect, it } from 'vitest'
import { SCORED_PLACES } from '@app/shared'
import { planPlacements } from './recompute.ts'

const row = (userId: string, placement: number | null, xPoints: number) => ({
  userId,
  placement,
  xPoints,
})

describe('planPlacements', () => {
  it('updates only the entries whose placement or points moved', () => {
    const top = [row('new', null, 10), row('a', 1, 1000), row('b', 2, 800)]
    expect(planPlacements(top, [row('a', 1, 1000), row('b', 2, 800)])).toEqual([
      { userId: 'new', placement: 1, xPoints: 1000, previous: null },
      { userId: 'a', placement: 2, xPoints: 800, previous: 1 },
      { userId: 'b', placement: 3, xPoints: 650, previous: 2 },
    ])
  })

  it('drops the entry pushed below the scored places to the participation floor', () => {
    const placed = Array.from({ length: SCORED_PLACES }, (_, index) =>
      row(`p${index + 1}`, index + 1, 0),
    ).map((entry, index) => ({ ...entry, xPoints: index < 3 ? [1000, 800, 650][index]! : 0 }))
    const top = [row('new', null, 10), ...placed.slice(0, SCORED_PLACES - 1)]
    const updates = planPlacements(top, placed)
    expect(updates.at(-1)).toEqual({
      userId: `p${SCORED_PLACES}`,
      placement: null,
      xPoints: 10,
      previous: SCORED_PLACES,
    })
    expect(updates.find((update) => update.userId === 'new')).toMatchObject({ placement: 1 })
  })
})
