/** Stable codes of the engine's failures. */
export type EngineErrorCode =
  | 'INVALID_INPUT'
  | 'NOT_FOUND'
  | 'UNSUPPORTED_FORMAT'
  | 'FFMPEG_MISSING'
  | 'FFMPEG_FAILED'
  | 'YTDLP_MISSING'
  | 'DOWNLOAD_FAILED'
  | 'TIMEOUT'
  | 'ABORTED'
  | 'NO_VIDEO'
  | 'TOO_LARGE'

/** A typed engine failure: `code` is stable, `cause` keeps the underlying error. */
export class EngineError extends Error {
  readonly code: EngineErrorCode

  constructor(code: EngineErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'EngineError'
    this.code = code
  }
}
