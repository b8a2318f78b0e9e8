import { describe, expect, it } from 'vitest'
import { createPageCache } from './page-cache.ts'

describe('createPageCache', () => {
  it('evicts the least recently used entry and expires old ones', () => {
    let clock = 0
    const cache = createPageCache<number>({ maxEntries: 2, maxAgeMs: 1000, now: () => clock })
    cache.set('a', 1)
    cache.set('b', 2)
    expect(cache.get('a')).toBe(1)
    cache.set('c', 3)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3])
    clock = 999
    expect(cache.get('c')).toBe(3)
    clock = 1000
    expect(cache.get('c')).toBeUndefined()
    expect(cache.size).toBe(1)
  })
})
