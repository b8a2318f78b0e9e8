import { spawn } from 'node:child_process'
import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { isYoutubeUrl } from '@app/shared'
import { PipelineError } from './pipeline-error.ts'

/**
 * Hosts and yt-dlp extractors a test may allow besides YouTube. Only a constructor option, passed
 * in code by tests: no environment variable or configuration file can set it.
 */
export interface TestAllowance {
  hosts: readonly string[]
  extractors: readonly string[]
  /** When set, YouTube URLs are fetched from this origin instead (path and query kept). */
  youtubeOrigin?: string
}

export interface YoutubeDownloaderOptions {
  ytdlpPath: string
  maxBytes: number
  maxDurationSeconds: number
  testAllowance?: TestAllowance
}

export interface DownloadOptions {
  dir: string
  signal?: AbortSignal
  onProgress?: (percent: number) => void
}

const PROGRESS = /^xl-progress (\d+|NA) (\d+|NA) (\d+|NA)$/
const RESULT = /^xl-file (.+)$/
/** yt-dlp's words for a video that no longer exists or cannot be watched. */
const GONE =
  /Video unavailable|This video (is private|has been removed|is no longer available)|HTTP Error (404|410)|account associated with this video has been terminated/i

/** The yt-dlp command: no user config, one video, capped size/duration, at most 1080p. */
export function buildYtdlpArgs(o: {
  url: string
  dir: string
  maxBytes: number
  maxDurationSeconds: number
  extractors: readonly string[]
}): string[] {
  return [
    '--ignore-config',
    '--no-playlist',
    '--use-extractors',
    o.extractors.join(','),
    '--max-filesize',
    String(o.maxBytes),
    '--match-filter',
    `!is_live & duration <=? ${o.maxDurationSeconds}`,
    '--format',
    'bv*[height<=?1080]+ba/b[height<=?1080]',
    '--no-cache-dir',
    '--no-mtime',
    '--socket-timeout',
    '30',
    '--newline',
    '--progress',
    // --print implies --quiet; --verbose sends the log (with the reason of a refusal) to stderr
    '--verbose',
    '--progress-template',
    'download:xl-progress %(progress.downloaded_bytes)s %(progress.total_bytes)s %(progress.total_bytes_estimate)s',
    '--print',
    'after_move:xl-file %(filepath)s',
    '--paths',
    o.dir,
    '--output',
    'video.%(ext)s',
    '--',
    o.url,
  ]
}

/** Downloads a YouTube video with yt-dlp into a private folder the caller owns and removes. */
export function createYoutubeDownloader(options: YoutubeDownloaderOptions) {
  const allowance = options.testAllowance

  function resolveRequest(raw: string): { url: string; extractors: readonly string[] } {
    const url = /^[a-z][a-z0-9+.-]*:/i.test(raw.trim()) ? raw.trim() : `https://${raw.trim()}`
    if (isYoutubeUrl(raw) && allowance?.youtubeOrigin) {
      const { pathname, search } = new URL(url)
      return {
        url: `${allowance.youtubeOrigin}${pathname}${search}`,
        extractors: allowance.extractors,
      }
    }
    if (isYoutubeUrl(raw)) return { url, extractors: ['youtube'] }
    const host = URL.canParse(url) ? new URL(url).host : ''
    if (allowance && allowance.hosts.includes(host))
      return { url, extractors: allowance.extractors }
    throw new PipelineError(
      'NOT_ALLOWED',
      'The URL must be from YouTube for automatic analysis.',
      true,
    )
  }

  return {
    /**
     * Whether the video can still be watched, without downloading it: 'gone' when yt-dlp says it
     * is unavailable (removed, private, 404/410), 'unknown' when the check itself failed (network,
     * yt-dlp missing), so that a passing outage never marks a video as gone.
     */
    async exists(
      raw: string,
      o: { signal?: AbortSignal } = {},
    ): Promise<'present' | 'gone' | 'unknown'> {
      const { url, extractors } = resolveRequest(raw)
      const args = [
        ...['--ignore-config', '--no-playlist', '--use-extractors', extractors.join(',')],
        ...['--skip-download', '--no-cache-dir', '--socket-timeout', '30'],
        ...['--print', 'id', '--', url],
      ]
      const child = spawn(options.ytdlpPath, args, {
        stdio: ['ignore', 'ignore', 'pipe'],
        ...(o.signal ? { signal: o.signal } : {}),
      })
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-4000)
      })
      const code = await new Promise<number | null>((resolve) => {
        child.once('error', () => resolve(null))
        child.once('close', resolve)
      })
      if (code === 0) return 'present'
      return GONE.test(stderr) ? 'gone' : 'unknown'
    },

    /** Resolves with the downloaded file's path inside `o.dir`. */
    async download(raw: string, o: DownloadOptions): Promise<string> {
      const { url, extractors } = resolveRequest(raw)
      const args = buildYtdlpArgs({ ...options, url, dir: o.dir, extractors })
      const child = spawn(options.ytdlpPath, args, {
        stdio: ['ignore', 'pipe', 'pipe'],
        ...(o.signal ? { signal: o.signal } : {}),
      })
      let file: string | null = null
      let tooLarge = false
      let stderr = ''
      let pending = ''
      child.stdout.on('data', (chunk: Buffer) => {
        const lines = (pending + chunk.toString()).split('\n')
        pending = lines.pop() ?? ''
        for (const line of lines) {
          const progress = PROGRESS.exec(line.trim())
          if (progress) {
            const done = Number(progress[1])
            const total = Number(progress[2] !== 'NA' ? progress[2] : progress[3])
            if (done > options.maxBytes) {
              tooLarge = true
              child.kill('SIGKILL')
            }
            if (total > 0 && Number.isFinite(done))
              o.onProgress?.(Math.min(100, (done / total) * 100))
          }
          const result = RESULT.exec(line.trim())
          if (result?.[1]) file = result[1]
        }
      })
      child.stderr.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-4000)
      })
      const code = await new Promise<number | null>((resolve, reject) => {
        child.once('error', reject)
        child.once('close', resolve)
      }).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') {
          throw new PipelineError(
            'YTDLP_MISSING',
            `yt-dlp is not installed (looked for "${options.ytdlpPath}"); install it or set YTDLP_PATH to validate YouTube URLs.`,
            true,
            { cause: err },
          )
        }
        throw err
      })
      try {
        const downloaded = checkOutcome({ code, file, tooLarge, stderr, dir: o.dir, options })
        // A small file can finish before any progress line shows it past the cap (yt-dlp
        // throttles them, and without a Content-Length its own check cannot run first).
        if ((await stat(downloaded)).size > options.maxBytes) throw tooLargeError(options)
        return downloaded
      } catch (err) {
        // yt-dlp may have completed the file as it was killed: no oversized video is left.
        if (err instanceof PipelineError && err.code === 'TOO_LARGE') await emptyFolder(o.dir)
        throw err
      }
    },
  }
}

async function emptyFolder(dir: string) {
  for (const name of await readdir(dir)) await rm(path.join(dir, name), { force: true })
}

const tooLargeError = (options: YoutubeDownloaderOptions) =>
  new PipelineError('TOO_LARGE', `The video is larger than ${options.maxBytes} bytes.`, true)

function checkOutcome(o: {
  code: number | null
  file: string | null
  tooLarge: boolean
  stderr: string
  dir: string
  options: YoutubeDownloaderOptions
}): string {
  const { stderr } = o
  if (o.tooLarge || /larger than max-filesize/i.test(stderr)) throw tooLargeError(o.options)
  if (/does not pass filter/i.test(stderr)) {
    const hours = (o.options.maxDurationSeconds / 3600).toFixed(1)
    throw new PipelineError(
      'TOO_LONG',
      `The video is longer than ${hours} hours or is a live stream.`,
      true,
    )
  }
  const inside = o.file && path.dirname(path.resolve(o.file)) === path.resolve(o.dir)
  if (o.code !== 0 || !o.file || !inside) {
    const last = stderr.trim().split('\n').slice(-2).join(' | ')
    throw new PipelineError('DOWNLOAD_FAILED', `The video could not be downloaded: ${last}`, false)
  }
  return o.file
}

export type YoutubeDownloader = ReturnType<typeof createYoutubeDownloader>
