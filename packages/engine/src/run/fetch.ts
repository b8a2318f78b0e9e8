import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EngineError } from '../errors.ts'
import { buildYtdlpArgs, type FetchPlan } from '../plan/ytdlp.ts'
import { spawnTool, type SpawnOptions } from './process.ts'

export interface Fetched {
  file: string
  /** Removes the private temp dir and the download. */
  cleanup: () => Promise<void>
}

/** Downloads a YouTube video with yt-dlp into a fresh private temp dir (mode 0700). */
export async function fetchVideo(
  ytdlp: string,
  plan: Omit<FetchPlan, 'dir'> & { workDir?: string },
  spawn: SpawnOptions,
): Promise<Fetched> {
  const dir = await mkdtemp(join(plan.workDir ?? tmpdir(), 'engine-dl-'))
  const cleanup = (): Promise<void> => rm(dir, { recursive: true, force: true })
  try {
    await spawnTool(ytdlp, buildYtdlpArgs({ ...plan, dir }), {
      ...spawn,
      missingCode: 'YTDLP_MISSING',
    }).done
    const files = (await readdir(dir)).filter((f) => f.startsWith('video.') && !f.endsWith('.part'))
    if (!files[0])
      throw new EngineError('DOWNLOAD_FAILED', 'yt-dlp produced no file (too large or unavailable)')
    return { file: join(dir, files[0]), cleanup }
  } catch (err) {
    await cleanup()
    if (err instanceof EngineError && err.code === 'YTDLP_MISSING') {
      throw new EngineError('YTDLP_MISSING', `yt-dlp is not installed (looked for "${ytdlp}")`, {
        cause: err,
      })
    }
    if (err instanceof EngineError && err.code === 'FFMPEG_FAILED') {
      throw new EngineError('DOWNLOAD_FAILED', `download failed: ${err.message}`, { cause: err })
    }
    throw err
  }
}
