import { describe, expect, it } from 'vitest'
import { AVATAR_MAX_BYTES, avatarFileProblem } from './avatar-limits'

describe('avatarFileProblem', () => {
  it('accepts images up to the server limit', () => {
    expect(avatarFileProblem({ type: 'image/png', size: 1000 })).toBeNull()
    expect(avatarFileProblem({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull()
  })

  it('refuses other files and images over 5 MB', () => {
    expect(avatarFileProblem({ type: 'video/mp4', size: 10 })).toBe('notImage')
    expect(avatarFileProblem({ type: '', size: 10 })).toBe('notImage')
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('tooLarge')
  })
})
