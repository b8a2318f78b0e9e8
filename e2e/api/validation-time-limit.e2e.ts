/**
 * Fault: ffmpeg stuck on a crafted file. The file is a decode bomb: 8 MB of Matroska holding one
 * hour of 1080p video (108,000 frames, a 10 s clip looped by stream copy), which keeps ffmpeg busy
 * for many minutes. The per-job time limit (VALIDATION_TIME_LIMIT_SECONDS) must kill ffmpeg and
 * ffprobe, and the submission must say why, once, without a retry.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { NotificationList } from '@app/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '../../apps/server/test/submissions/support.ts'
import { httpPilot } from '../support/http-pilot.ts'
import { startApi, type ApiProcess } from '../support/processes.ts'

const run = promisify(execFile)
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf'
const LIMIT_SECONDS = 15

/** One hour of 1080p with a score counter in 8 MB: each looped frame is a tiny skip frame. */
async function makeDecodeBomb(dir: string): Promise<string> {
  const seed = path.join(dir, 'seed.mkv')
  const bomb = path.join(dir, 'bomb.mkv')
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-threads', '1', '-f', 'lavfi'],
    ...['-i', 'color=c=black:s=1920x1080:r=30:d=10'],
    ...['-vf', `drawtext=text='SCORE 1000':fontfile=${FONT}:fontsize=80:fontcolor=white:x=40:y=30`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '300', '-bf', '0', '-pix_fmt', 'yuv420p'],
    seed,
  ])
  await run('ffmpeg', ['-v', 'error', '-y', '-stream_loop', '359', '-i', seed, '-c', 'copy', bomb])
  return bomb
}

/** ffmpeg/ffprobe processes still reading a file under `dir`. */
async function toolsReading(dir: string): Promise<string[]> {
  const found: string[] = []
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')
    const [command = '', ...args] = cmdline.split('\0')
    if (/ff(mpeg|probe)$/.test(command) && args.some((arg) => arg.startsWith(dir))) {
      found.push(`${pid} ${cmdline.replaceAll('\0', ' ')}`)
    }
  }
  return found
}

describe('a validation past its time limit', () => {
  let api: ApiProcess
  let dataDir = ''
  let work = ''
  let bomb = ''
  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'xl-bomb-'))
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'xl-limit-'))
    ;[bomb, api] = await Promise.all([
      makeDecodeBomb(work),
      startApi({ DATA_DIR: dataDir, VALIDATION_TIME_LIMIT_SECONDS: String(LIMIT_SECONDS) }),
    ])
  }, 400_000)
  afterAll(async () => {
    await api?.stop()
    await rm(work, { recursive: true, force: true })
    await rm(dataDir, { recursive: true, force: true })
  })

  it('kills ffmpeg and rejects the submission with the reason, once', async () => {
    const me = await httpPilot(api.baseUrl)
    const sent = await me.upload(await readFile(bomb), 'bomb.mkv')
    expect(sent.status).toBe(201)
    const id = sent.body.id

    // The tools really run on the file (the limit is what stops them).
    let seen = false
    const done = await waitFor(async () => {
      seen ||= (await toolsReading(dataDir)).length > 0
      const now = await me.submission(id)
      return now.jobState === 'running' || now.jobState === 'queued' ? undefined : now
    }, 180_000)
    expect(seen).toBe(true)
    expect(done).toMatchObject({
      status: 'rejected',
      jobState: 'failed',
      attempts: 1,
      verdict: null,
      score: null,
      message:
        `The validation was stopped after its time limit of ${LIMIT_SECONDS} seconds: ` +
        'this video takes too long to read. It may be damaged or unusually long.',
    })
    expect(done.error).toBe(done.message)
    expect(await toolsReading(dataDir)).toEqual([])

    // Nothing doubled: one submission, one "Run rejected" notification.
    const list = await me.get<{ total: number }>('/submissions')
    expect(list.body.total).toBe(1)
    const notes = await me.get<NotificationList>('/notifications')
    const about = notes.body.notifications.filter((note) => note.data.submissionId === id)
    expect(about.map((note) => note.title)).toEqual(['Run rejected'])
  }, 240_000)
})
