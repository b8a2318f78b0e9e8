import { AxiosError, AxiosHeaders } from 'axios'
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { checkSubmissionFields } from '@app/shared'
import en from '@/locales/en.json'
import { HttpStatusError, checkMessage, sendErrorMessage } from './upload-messages'

const i18n = i18next.createInstance()
await i18n.init({ lng: 'en', resources: { en: { translation: en } } })
const t = i18n.t.bind(i18n)

const failed = (input: Record<string, unknown>, hasFile = false) => {
  const check = checkSubmissionFields(input, { hasFile })
  if (check.ok) throw new Error('expected a failed check')
  return check
}

describe('upload messages', () => {
  it('say in English exactly what the shared check (and so the server) says', () => {
    const cases = [
      failed({}),
      failed({ gameId: 3, platformId: 1 }, true),
      failed({ url: 'https://vimeo.com/1', gameId: 3, platformId: 1, modeId: 1, levelId: 1 }),
      failed({ url: 'youtu.be/x', gameId: 99, platformId: 'pc', modeId: 1, levelId: 7 }),
    ]
    for (const check of cases) expect(checkMessage(t, check)).toBe(check.message)
    expect(checkMessage(t, cases[0]!)).toBe(
      'Please fill in the following fields:\n• Video URL\n• Platform\n• Mode\n• Level\n• Invalid GameId',
    )
    expect(checkMessage(t, cases[3]!)).toBe('Invalid fields: Game, Platform, Level')
  })

  it('tell an HTTP status from a failed connection', () => {
    const config = { headers: new AxiosHeaders() }
    const answered = new AxiosError('x', 'ERR_BAD_RESPONSE', config, null, {
      status: 500,
      statusText: '',
      headers: {},
      config,
      data: {},
    })
    expect(sendErrorMessage(t, answered)).toBe('Error sending data: 500')
    expect(sendErrorMessage(t, new HttpStatusError(404))).toBe('Error sending data: 404')
    expect(sendErrorMessage(t, new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(
      'Connection error. Please try again.',
    )
    expect(sendErrorMessage(t, new TypeError('Failed to fetch'))).toBe(
      'Connection error. Please try again.',
    )
  })
})
