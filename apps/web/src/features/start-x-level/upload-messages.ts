import axios from 'axios'
import type { TFunction } from 'i18next'
import {
  INVALID_FIELDS_MESSAGE,
  MISSING_FIELDS_MESSAGE,
  YOUTUBE_ONLY_MESSAGE,
  type SubmissionFieldsCheck,
} from '@app/shared'

type FailedCheck = Extract<SubmissionFieldsCheck, { ok: false }>

/**
 * The shared check's verdict in the interface language. The check decides (the server runs the
 * same one); its English texts are the spec's and the `startx.errors.*` keys carry them.
 */
export function checkMessage(t: TFunction, check: FailedCheck): string {
  const keys = Object.keys(check.fields)
  if (check.message === YOUTUBE_ONLY_MESSAGE) return t('startx.errors.youtubeOnly')
  if (check.message.startsWith(INVALID_FIELDS_MESSAGE)) {
    return `${t('startx.errors.invalidFields')}${keys.map((key) => t(`startx.invalid.${key}`)).join(', ')}`
  }
  if (check.message.startsWith(MISSING_FIELDS_MESSAGE)) {
    const lines = keys.map((key) => `• ${t(`startx.missing.${key}`)}`)
    return [t('startx.errors.missingFields'), ...lines].join('\n')
  }
  return check.message
}

/** A failed send: 'Error sending data: {status}' with an answer, else the connection error. */
export function sendErrorMessage(t: TFunction, error: unknown): string {
  const status = axios.isAxiosError(error) ? error.response?.status : undefined
  if (status !== undefined) return t('startx.errors.http', { status })
  if (error instanceof HttpStatusError) return t('startx.errors.http', { status: error.status })
  return t('startx.errors.network')
}

/** A non-success answer of a fetch() call (the progress stream). */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`)
  }
}
