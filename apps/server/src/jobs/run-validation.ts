import type { SubmissionEvent, ValidationResult } from '@app/shared'
import type { EngineProgress, VideoValidator } from '../modules/submissions/engine.adapter.ts'
import { PipelineError } from '../modules/submissions/pipeline-error.ts'
import type { VideoStore } from '../modules/submissions/video-store.repository.ts'
import type { YoutubeDownloader } from '../modules/submissions/youtube.repository.ts'

export interface RunValidationDeps {
  engine: VideoValidator
  youtube: YoutubeDownloader
  videos: VideoStore
}

/** A video to validate: a YouTube URL (downloaded here) or a stored upload. */
export type VideoSource = { kind: 'youtube'; url: string } | { kind: 'file'; path: string | null }

/**
 * Fetches the video if it is a YouTube URL (into `workDir`, which the caller removes) and runs the
 * engine on the local file. Returns the file too, for the proof frame.
 */
export async function fetchAndValidate(
  deps: RunValidationDeps,
  o: {
    source: VideoSource
    gameId: number
    workDir: string
    signal: AbortSignal
    publish?: (event: SubmissionEvent) => void
  },
): Promise<{ input: string; result: ValidationResult }> {
  let input = o.source.kind === 'file' ? o.source.path : null
  if (o.source.kind === 'youtube') {
    o.publish?.({ type: 'downloading', percent: 0 })
    input = await deps.youtube.download(o.source.url, {
      dir: o.workDir,
      signal: o.signal,
      onProgress: (percent) => o.publish?.({ type: 'downloading', percent }),
    })
    o.publish?.({ type: 'downloading', percent: 100 })
  }
  if (!input || !(await deps.videos.existingFile(input))) {
    throw new PipelineError('VIDEO_GONE', 'The video of this submission is no longer kept.', true)
  }
  const onProgress = ({ step, percent }: EngineProgress) => {
    if (step === 'probing') o.publish?.({ type: 'probing' })
    if (step === 'reading') o.publish?.({ type: 'reading', percent })
  }
  const result = await deps.engine.validate(input, {
    gameId: o.gameId,
    signal: o.signal,
    workDir: o.workDir,
    onProgress,
  })
  return { input, result }
}
