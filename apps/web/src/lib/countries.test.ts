import { describe, expect, it } from 'vitest'
import { countryOptions } from './countries'

describe('countryOptions', () => {
  it('lists real countries only, sorted by their name in the language', () => {
    const options = countryOptions('en')
    const codes = options.map((option) => option.code)
    expect(codes).toContain('BR')
    expect(codes).toContain('JP')
    expect(codes).not.toContain('ZZ')
    expect(codes).not.toContain('UK')
    expect(options.length).toBeGreaterThan(200)
    const names = options.map((option) => option.name)
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare))
  })

  it('names countries in the interface language', () => {
    expect(countryOptions('de').find((option) => option.code === 'DE')?.name).toBe('Deutschland')
  })
})
