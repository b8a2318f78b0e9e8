import { describe, expect, it } from 'vitest'
import {
  checkSubmissionFields,
  INVALID_FIELDS_MESSAGE,
  MISSING_FIELDS_MESSAGE,
  YOUTUBE_ONLY_MESSAGE,
} from './submissions.ts'

const valid = {
  url: 'https://www.youtube.com/watch?v=abc',
  gameId: 3,
  platformId: '2',
  modeId: 1,
  levelId: '3',
}

describe('checkSubmissionFields', () => {
  it('accepts a complete YouTube submission and converts the codes to numbers', () => {
    expect(checkSubmissionFields(valid, { hasFile: false })).toEqual({
      ok: true,
      value: { url: valid.url, gameId: 3, platformId: 2, modeId: 1, levelId: 3 },
    })
  })

  it('lists every missing field by its spec name, in the spec order', () => {
    const check = checkSubmissionFields({ url: ' ', modeId: 1 }, { hasFile: false })
    expect(check).toEqual({
      ok: false,
      message: `${MISSING_FIELDS_MESSAGE}\n• Video URL\n• Platform\n• Level\n• Invalid GameId`,
      fields: {
        url: 'Video URL',
        platformId: 'Platform',
        levelId: 'Level',
        gameId: 'Invalid GameId',
      },
    })
  })

  it('does not need a URL when a file is sent', () => {
    const check = checkSubmissionFields({ ...valid, url: undefined }, { hasFile: true })
    expect(check).toMatchObject({ ok: true, value: { url: null } })
  })

  it.each([
    'https://vimeo.com/123',
    'http://youtube.com.evil.test/watch',
    '/etc/passwd',
    'file:///tmp/x.mp4',
    'youtube.com',
  ])('refuses the non-YouTube URL %s', (url) => {
    expect(checkSubmissionFields({ ...valid, url }, { hasFile: false })).toMatchObject({
      ok: false,
      message: YOUTUBE_ONLY_MESSAGE,
    })
  })

  it.each(['youtu.be/x', 'HTTPS://WWW.YOUTUBE.COM/watch?v=x', 'http://youtube.com/shorts/x'])(
    'accepts the YouTube URL %s',
    (url) => {
      expect(checkSubmissionFields({ ...valid, url }, { hasFile: false }).ok).toBe(true)
    },
  )

  it('names the ids that are not numbers or not known codes', () => {
    const check = checkSubmissionFields(
      { ...valid, gameId: 'abc', platformId: 99, levelId: '2.5' },
      { hasFile: false },
    )
    expect(check).toMatchObject({
      ok: false,
      message: `${INVALID_FIELDS_MESSAGE}Game, Platform, Level`,
    })
  })
})
