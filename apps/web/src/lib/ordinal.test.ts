import { describe, expect, it } from 'vitest'
import { ordinalKey } from './ordinal'

describe('ordinalKey', () => {
  it.each([
    [1, 'one'],
    [2, 'two'],
    [3, 'few'],
    [4, 'other'],
    [11, 'other'],
    [12, 'other'],
    [13, 'other'],
    [21, 'one'],
    [22, 'two'],
    [23, 'few'],
    [101, 'one'],
    [111, 'other'],
    [112, 'other'],
  ])('English rank %i takes %s', (rank, key) => {
    expect(ordinalKey(rank, 'en')).toBe(key)
  })

  it('falls back to other in languages without ordinal forms', () => {
    expect(ordinalKey(1, 'ja')).toBe('other')
  })

  it('keeps French 1er apart from the other ranks', () => {
    expect([1, 2, 3].map((rank) => ordinalKey(rank, 'fr'))).toEqual(['one', 'other', 'other'])
  })
})
