import { describe, expect, it } from 'vitest'
import { validateAuth, validateForgot, validateNewPassword } from './validate'

const empty = { email: '', password: '', confirmPassword: '' }

describe('validateAuth', () => {
  it('requires email and password in login mode, ignoring the confirmation', () => {
    expect(validateAuth('login', empty)).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    })
  })

  it('treats blank values as empty', () => {
    expect(validateAuth('login', { email: '   ', password: ' \t', confirmPassword: '' })).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    })
  })

  it('requires the confirmation in signup mode', () => {
    expect(validateAuth('signup', { ...empty, email: 'a@b.c', password: 'secret12' })).toEqual({
      confirmPassword: 'confirmRequired',
    })
  })

  it('reports mismatching passwords, comparing trimmed values', () => {
    const values = { email: 'a@b.c', password: 'secret12', confirmPassword: 'secret13' }
    expect(validateAuth('signup', values)).toEqual({ confirmPassword: 'passwordMismatch' })
    expect(validateAuth('signup', { ...values, confirmPassword: ' secret12 ' })).toEqual({})
  })
})

describe('validateForgot', () => {
  it('requires a non-blank email', () => {
    expect(validateForgot('  ')).toBe('emailRequired')
    expect(validateForgot('pilot@x.io')).toBeUndefined()
  })
})

describe('validateNewPassword', () => {
  it('uses the sign-up messages for the reset page', () => {
    expect(validateNewPassword({ password: ' ', confirmPassword: '' })).toEqual({
      password: 'passwordRequired',
      confirmPassword: 'confirmRequired',
    })
    expect(validateNewPassword({ password: 'new-pass-1', confirmPassword: 'new-pass-2' })).toEqual({
      confirmPassword: 'passwordMismatch',
    })
    expect(validateNewPassword({ password: 'new-pass-1', confirmPassword: 'new-pass-1' })).toEqual(
      {},
    )
  })
})
