import { PipelineError } from '../modules/submissions/pipeline-error.ts'
import type { VerdictUpdate } from '../modules/submissions/submissions.repository.ts'

/** Engine error codes (EngineError.code) caused by the video itself: retrying cannot help. */
const PERMANENT_ENGINE_CODES = new Set([
  'INVALID_INPUT',
  'NOT_FOUND',
  'UNSUPPORTED_FORMAT',
  'NO_VIDEO',
  'FFMPEG_MISSING',
  'YTDLP_MISSING',
])

/** What the pilot reads for each engine failure; internal details stay in `error`. */
const ENGINE_MESSAGES: Record<string, string> = {
  INVALID_INPUT: 'The video could not be read.',
  NOT_FOUND: 'The video of this submission is no longer kept.',
  UNSUPPORTED_FORMAT: 'This video format is not supported.',
  NO_VIDEO: 'The file has no video track.',
  FFMPEG_MISSING: 'The validation service is missing ffmpeg; please try again later.',
  YTDLP_MISSING: 'The validation service cannot download YouTube videos (yt-dlp is not installed).',
  TIMEOUT: 'The validation took too long.',
  DOWNLOAD_FAILED: 'The video could not be downloaded.',
}

const engineCode = (err: unknown): string | null =>
  err instanceof Error && err.name === 'EngineError' && 'code' in err ? String(err.code) : null

export function isPermanent(err: unknown): boolean {
  if (err instanceof PipelineError) return err.permanent
  const code = engineCode(err)
  return code !== null && PERMANENT_ENGINE_CODES.has(code)
}

/** A run that ended without a verdict: Rejected (so the pilot can retry), with a clear message. */
export function failureUpdate(err: unknown): VerdictUpdate {
  const detail = err instanceof Error ? err.message : String(err)
  const message =
    err instanceof PipelineError
      ? err.message
      : (ENGINE_MESSAGES[engineCode(err) ?? ''] ?? 'The validation could not be completed.')
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
