import { EngineError } from '../errors.ts'
import { buildProbeArgs, limitProblem, parseProbe, type MediaInfo } from '../plan/probe.ts'
import { runToBuffer, type SpawnOptions } from './process.ts'

/**
 * Runs ffprobe on a local file; NO_VIDEO when there is no video stream, TOO_LARGE when the video is
 * past the engine's limits (so nothing is decoded).
 */
export async function probeVideo(
  ffprobe: string,
  file: string,
  spawn: SpawnOptions,
): Promise<MediaInfo> {
  let out: Buffer
  try {
    out = await runToBuffer(ffprobe, buildProbeArgs(file), spawn)
  } catch (err) {
    if (err instanceof EngineError && err.code === 'FFMPEG_FAILED') {
      throw new EngineError(
        'UNSUPPORTED_FORMAT',
        'the file is not a video format the engine accepts',
        { cause: err },
      )
    }
    throw err
  }
  const info = parseProbe(out.toString('utf8'))
  if (!info) throw new EngineError('NO_VIDEO', 'the file has no video stream')
  const problem = limitProblem(info)
  if (problem) throw new EngineError('TOO_LARGE', problem)
  return info
}
