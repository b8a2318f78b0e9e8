import type { ErrorCode } from '@app/shared'

/** A domain error with a stable code and HTTP status; `reportable` marks bugs worth alerting on. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly reportable = false,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'BAD_REQUEST', message, fields)
export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, 'UNAUTHORIZED', message)
export const forbidden = (message = 'Not allowed') => new AppError(403, 'FORBIDDEN', message)
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message)
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message)
export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message)
export const unsupportedMedia = (message: string) => new AppError(415, 'UNSUPPORTED_MEDIA', message)
/** The disk is full: the pilot may retry later; reportable, an operator must make room. */
export const insufficientStorage = (message: string) =>
  new AppError(507, 'INSUFFICIENT_STORAGE', message, undefined, true)
