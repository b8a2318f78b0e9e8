import { z } from 'zod'

/** Stable error codes shared by server and client. */
export const ErrorCode = {
  BadRequest: 'BAD_REQUEST',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMedia: 'UNSUPPORTED_MEDIA',
  RateLimited: 'RATE_LIMITED',
  Internal: 'INTERNAL',
  /** 507: the server's disk is full (an upload could not be stored); try again later. */
  InsufficientStorage: 'INSUFFICIENT_STORAGE',
  /** 503: the database is unreachable for a moment; retry after the Retry-After header. */
  Unavailable: 'UNAVAILABLE',
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

export const ErrorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
})
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>
