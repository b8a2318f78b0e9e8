/**
 * Fault: the disk fills up during an upload. DATA_DIR/videos is a real 1 MiB tmpfs (mounting needs
 * root, as in CI; elsewhere the test is skipped and says why), and the pilot uploads a 3 MiB video.
 */
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeClip } from '../../apps/server/test/submissions/support.ts'
import { httpPilot } from '../support/http-pilot.ts'
import { startApi, type ApiProcess } from '../support/processes.ts'

const run = promisify(execFile)

/** A video of random noise, encoded losslessly: about 3 MiB for 8 frames at 640x360. */
async function makeBigVideo(file: string) {
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-threads', '1', '-f', 'lavfi'],
    ...['-i', 'nullsrc=s=640x360:r=30:d=0.27,geq=random(1)*255:128:128'],
    ...['-c:v', 'libx264', '-qp', '0', '-preset', 'ultrafast', file],
  ])
  return file
}

describe('an upload when the disk is full', () => {
  let api: ApiProcess
  let dataDir = ''
  let videos = ''
  let mountError = ''
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'xl-full-'))
    videos = path.join(dataDir, 'videos')
    await mkdir(videos)
    await run('mount', ['-t', 'tmpfs', '-o', 'size=1m,mode=0700', 'tmpfs', videos]).catch(
      (err: Error) => (mountError = err.message),
    )
    api = await startApi({ DATA_DIR: dataDir })
  }, 400_000)
  afterAll(async () => {
    await api?.stop()
    if (!mountError) await run('umount', [videos])
    await rm(dataDir, { recursive: true, force: true })
  })

  it('answers 507 with a clear message, keeps no partial file and no row', async (ctx) => {
    if (mountError) ctx.skip(`cannot mount a small tmpfs here (needs root): ${mountError}`)
    const big = await readFile(await makeBigVideo(path.join(dataDir, 'big.mp4')))
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024)
    const me = await httpPilot(api.baseUrl)

    const sent = await me.upload(big)
    expect(sent.status).toBe(507)
    expect(sent.body).toEqual({
      code: 'INSUFFICIENT_STORAGE',
      message: 'The server has no room to store this video right now. Please try again later.',
    })
    expect(await readdir(videos)).toEqual([])
    const list = await me.get<{ total: number }>('/submissions')
    expect(list.body.total).toBe(0)

    // A video that fits goes through: the service was not left broken.
    const small = await makeClip(path.join(dataDir, 'small.mp4'), { seconds: 1, score: '10' })
    const fits = await me.upload(await readFile(small))
    expect(fits.status).toBe(201)
    expect((await me.get<{ total: number }>('/submissions')).body.total).toBe(1)
  }, 120_000)
})
