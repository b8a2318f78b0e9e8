import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import avatarDefault from '@/assets/avatar-default.svg'
import { PilotAvatar } from './pilot-avatar'

const PHOTO = 'https://photos.example/pilot.png'

describe('PilotAvatar', () => {
  it('shows the photo URL without a referrer, and the default image when it fails', () => {
    render(<PilotAvatar src={PHOTO} size={40} alt="Avatar of Ace" />)
    const image = screen.getByRole<HTMLImageElement>('img', { name: 'Avatar of Ace' })
    expect(image.getAttribute('src')).toBe(PHOTO)
    expect(image.getAttribute('referrerpolicy')).toBe('no-referrer')
    fireEvent.error(image)
    expect(image.getAttribute('src')).toBe(avatarDefault)
  })

  it('shows the default image when the pilot has no avatar', () => {
    render(<PilotAvatar src={null} size={40} alt="Avatar of Bee" />)
    expect(screen.getByRole('img', { name: 'Avatar of Bee' }).getAttribute('src')).toBe(
      avatarDefault,
    )
  })
})
