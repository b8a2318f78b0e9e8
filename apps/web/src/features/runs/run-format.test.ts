import { describe, expect, it } from 'vitest'
import { videoTime } from './run-format'

describe('videoTime', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [75, '1:15'],
    [3725, '1:02:05'],
  ])('shows %s s as %s', (seconds, text) => {
    expect(videoTime(seconds)).toBe(text)
  })
})
