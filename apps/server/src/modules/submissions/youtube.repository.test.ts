import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveVideo } from '../../../test/submissions/fake-youtube.ts'
import { makeClip } from '../../../test/submissions/support.ts'
import { buildYtdlpArgs, createYoutubeDownloader } from './youtube.repository.ts'

describe('yt-dlp arguments', () => {
  const args = buildYtdlpArgs({
    url: 'https://youtu.be/x',
    dir: '/data/tmp/job-1',
    maxBytes: 1000,
    maxDurationSeconds: 60,
    extractors: ['youtube'],
  })
  it('ignores user config, takes one video from the YouTube extractor only, capped', () => {
    expect(args).toEqual(
      expect.arrayContaining(['--ignore-config', '--no-playlist', '--no-cache-dir']),
    )
    expect(
      args.slice(args.indexOf('--use-extractors'), args.indexOf('--use-extractors') + 2),
    ).toEqual(['--use-extractors', 'youtube'])
    expect(args[args.indexOf('--max-filesize') + 1]).toBe('1000')
    expect(args[args.indexOf('--match-filter') + 1]).toBe('!is_live & duration <=? 60')
    expect(args[args.indexOf('--format') + 1]).toContain('height<=?1080')
    expect(args.slice(-2)).toEqual(['--', 'https://youtu.be/x'])
    expect(args[args.indexOf('--output') + 1]).toBe('video.%(ext)s')
    expect(args.join(' ')).not.toMatch(/allow-unsafe-ext|--exec|--config-location/)
  })
})

describe('YouTube downloader with the real yt-dlp', () => {
  let work = ''
  let clip = ''
  let youtube: Awaited<ReturnType<typeof serveVideo>>
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'xl-yt-'))
    clip = await makeClip(path.join(work, 'clip.mp4'), { seconds: 1, score: '42' })
    youtube = await serveVideo(() => clip)
  })
  afterAll(async () => {
    await youtube.close()
    await rm(work, { recursive: true, force: true })
  })
  const dir = () => mkdtemp(path.join(work, 'dl-'))

  it('never hands a non-YouTube URL to yt-dlp without the test allowance', async () => {
    // A missing yt-dlp would fail with YTDLP_MISSING: NOT_ALLOWED proves nothing was spawned.
    const plain = createYoutubeDownloader({
      ytdlpPath: '/nonexistent',
      maxBytes: 1e9,
      maxDurationSeconds: 60,
    })
    for (const url of [`http://${youtube.host}/v.mp4`, '/etc/passwd', 'file:///etc/passwd']) {
      await expect(plain.download(url, { dir: await dir() })).rejects.toMatchObject({
        code: 'NOT_ALLOWED',
      })
    }
    const allowed = createYoutubeDownloader({
      ytdlpPath: '/nonexistent',
      maxBytes: 1e9,
      maxDurationSeconds: 60,
      testAllowance: { hosts: ['127.0.0.1:1'], extractors: ['generic'] },
    })
    await expect(
      allowed.download(`http://${youtube.host}/v.mp4`, { dir: await dir() }),
    ).rejects.toMatchObject({ code: 'NOT_ALLOWED' })
  })

  it('says clearly when yt-dlp is not installed', async () => {
    const missing = createYoutubeDownloader({
      ytdlpPath: '/nonexistent/yt-dlp',
      maxBytes: 1e9,
      maxDurationSeconds: 60,
    })
    await expect(
      missing.download('https://www.youtube.com/watch?v=x', { dir: await dir() }),
    ).rejects.toMatchObject({
      code: 'YTDLP_MISSING',
      message: expect.stringContaining('yt-dlp is not installed'),
    })
  })

  it('downloads into the given private folder with progress up to 100%', async () => {
    const downloader = createYoutubeDownloader({
      ytdlpPath: 'yt-dlp',
      maxBytes: 1e9,
      maxDurationSeconds: 60,
      testAllowance: youtube.allowance,
    })
    const target = await dir()
    const percents: number[] = []
    const file = await downloader.download('https://www.youtube.com/watch?v=abc', {
      dir: target,
      onProgress: (percent) => percents.push(percent),
    })
    expect(path.dirname(file)).toBe(target)
    expect(await readdir(target)).toEqual([path.basename(file)])
    expect(percents.at(-1)).toBe(100)
  })

  it('stops a download over the size cap, even without a Content-Length', async () => {
    const downloader = createYoutubeDownloader({
      ytdlpPath: 'yt-dlp',
      maxBytes: 1000,
      maxDurationSeconds: 60,
      testAllowance: youtube.allowance,
    })
    const target = await dir()
    await expect(
      downloader.download(`http://${youtube.host}/v.mp4`, { dir: target }),
    ).rejects.toMatchObject({ code: 'TOO_LARGE' })
    // Nothing is left, even when yt-dlp completed the file as it was stopped.
    expect(await readdir(target)).toEqual([])
  })
})
