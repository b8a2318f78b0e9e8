import { describe, expect, it } from 'vitest'
import { checkRegistration, FILL_ALL_FIELDS } from './register-form-state'

const valid = { name: 'Neo', photoUrl: 'https://example.com/me.png', nationality: 'br' }

describe('checkRegistration', () => {
  it('asks for every field with the spec message', () => {
    const check = checkRegistration({ ...valid, photoUrl: '  ', nationality: '' })
    expect(check).toEqual({
      ok: false,
      alert: FILL_ALL_FIELDS,
      fields: { photoUrl: FILL_ALL_FIELDS, nationality: FILL_ALL_FIELDS },
    })
  })

  it('accepts https photo URLs only', () => {
    const check = checkRegistration({ ...valid, photoUrl: 'http://example.com/me.png' })
    expect(check).toEqual({
      ok: false,
      alert: null,
      fields: { photoUrl: 'The photo URL must be an https:// address' },
    })
  })

  it('normalises a valid registration', () => {
    expect(checkRegistration(valid)).toEqual({
      ok: true,
      body: { name: 'Neo', photoUrl: 'https://example.com/me.png', nationality: 'BR' },
    })
  })
})
