import { runValidation, type EngineResult, type ValidateOptions } from './pipeline.ts'

export { EngineError, type EngineErrorCode } from './errors.ts'
export { ENGINE_VERSION } from './version.ts'
export { resolveFfmpeg, type FfmpegInfo } from './run/ffmpeg-path.ts'
/** The input guard (protocol and container-format whitelists) of every ffmpeg run on a submission. */
export { inputGuardArgs } from './plan/formats.ts'
export type { EngineLogger } from './logger.ts'
export type { ValidateOptions, EngineResult, ProgressStep } from './pipeline.ts'

/**
 * Validates a gameplay video: finds the score counter, reads it over the whole video, checks the
 * readings for tampering and returns the best score with a frame that proves it.
 * `input` is a local file path or a YouTube URL (downloaded with yt-dlp into a private temp dir).
 * Throws EngineError (code: NOT_FOUND, INVALID_INPUT, UNSUPPORTED_FORMAT, FFMPEG_MISSING,
 * YTDLP_MISSING, DOWNLOAD_FAILED, TIMEOUT, ABORTED, ...).
 */
export async function validateVideo(
  input: string,
  options?: ValidateOptions,
): Promise<EngineResult> {
  return runValidation(input, options)
}
