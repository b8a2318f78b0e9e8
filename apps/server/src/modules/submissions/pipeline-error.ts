/** Why a validation run could not produce a verdict. */
export type PipelineErrorCode =
  'NOT_ALLOWED' | 'YTDLP_MISSING' | 'DOWNLOAD_FAILED' | 'TOO_LARGE' | 'TOO_LONG' | 'VIDEO_GONE'

/** A pipeline failure with a stable code and a message safe to show the pilot. */
export class PipelineError extends Error {
  constructor(
    readonly code: PipelineErrorCode,
    message: string,
    /** Retrying the same input cannot succeed (as opposed to a network hiccup). */
    readonly permanent: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'PipelineError'
  }
}
