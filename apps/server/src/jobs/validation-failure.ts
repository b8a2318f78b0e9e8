import { JobTimeLimitError } from '../modules/queue/queue.ts'
import { PipelineError } from '../modules/submissions/pipeline-error.ts'
import type { VerdictUpdate } from '../modules/submissions/submissions.repository.ts'

/** Engine error codes (EngineError.code) caused by the video itself: retrying cannot help. */
const PERMANENT_ENGINE_CODES = new Set([
  'INVALID_INPUT',
  'NOT_FOUND',
  'UNSUPPORTED_FORMAT',
  'NO_VIDEO',
  'TOO_LARGE',
  'FFMPEG_MISSING',
  'YTDLP_MISSING',
])

/** What the pilot reads for each engine failure; internal details stay in `error`. */
const ENGINE_MESSAGES: Record<string, string> = {
  INVALID_INPUT: 'The video could not be read.',
  NOT_FOUND: 'The video of this submission is no longer kept.',
  UNSUPPORTED_FORMAT: 'This video format is not supported.',
  NO_VIDEO: 'The file has no video track.',
  TOO_LARGE:
    'This video is too long or too large to validate (at most 3 hours and 7680x4320 pixels).',
  FFMPEG_MISSING: 'The validation service is missing ffmpeg; please try again later.',
  YTDLP_MISSING: 'The validation service cannot download YouTube videos (yt-dlp is not installed).',
  TIMEOUT: 'The validation took too long.',
  DOWNLOAD_FAILED: 'The video could not be downloaded.',
}

const engineCode = (err: unknown): string | null =>
  err instanceof Error && err.name === 'EngineError' && 'code' in err ? String(err.code) : null

/** "25 minutes", "90 seconds": the time limit as the pilot reads it. */
function duration(seconds: number): string {
  if (seconds % 60 === 0) return seconds === 60 ? '1 minute' : `${seconds / 60} minutes`
  return seconds === 1 ? '1 second' : `${seconds} seconds`
}

export function isPermanent(err: unknown): boolean {
  if (err instanceof JobTimeLimitError) return true
  if (err instanceof PipelineError) return err.permanent
  const code = engineCode(err)
  return code !== null && PERMANENT_ENGINE_CODES.has(code)
}

/** A run that ended without a verdict: Rejected (so the pilot can retry), with a clear message. */
export function failureUpdate(err: unknown): VerdictUpdate {
  const detail = err instanceof Error ? err.message : String(err)
  let message = ENGINE_MESSAGES[engineCode(err) ?? ''] ?? 'The validation could not be completed.'
  if (err instanceof PipelineError) message = err.message
  if (err instanceof JobTimeLimitError) {
    message =
      `The validation was stopped after its time limit of ${duration(err.seconds)}: ` +
      'this video takes too long to read. It may be damaged or unusually long.'
  }
  return {
    status: 'rejected',
    verdict: null,
    score: null,
    message,
    result: null,
    proofFramePath: null,
    error: detail.slice(0, 2000),
  }
}
