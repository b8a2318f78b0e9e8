/// <reference lib="dom" />
// Page callbacks run in the browser: the DOM types describe them.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium, launchBrowser, startStack } from '../harness.ts'
import { chooseGame, fillCodes, makeClip, recordProgressSteps } from './start-x-level-steps.ts'
import {
  openPage,
  signUpAndLogIn,
  stopWebSuite,
  waitForSession,
  type WebSuite,
} from './web-helpers.ts'

/**
 * A YouTube URL all the way through the real yt-dlp: the server entry of this test answers for
 * YouTube from loopback (e2e/support/server-with-fake-youtube.ts), so the pilot sees the download,
 * then the reading, then the score of the clip.
 */
describe.skipIf(!hasChromium)('a YouTube submission in the browser', () => {
  let suite: WebSuite | undefined
  let workDir = ''
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'xl-e2e-youtube-'))
    const clip = await makeClip(path.join(workDir, 'run.mp4'))
    const [stack, browser] = await Promise.all([
      // The fake YouTube is a test-only option of this API process, so on PostgreSQL (e2e-pg)
      // this process runs the jobs itself instead of apps/validator processes.
      startStack({ E2E_FAKE_YOUTUBE_FILE: clip }, 'e2e/support/server-with-fake-youtube.ts', {
        validators: 0,
      }),
      launchBrowser(),
    ])
    suite = { stack, browser }
  })
  afterAll(async () => {
    await stopWebSuite(suite)
    await rm(workDir, { recursive: true, force: true })
  })

  it('downloads through yt-dlp, reads the score and shows the result modal', async () => {
    const page = await openPage(suite!, '/', { viewport: { width: 1440, height: 900 } })
    await signUpAndLogIn(page)
    await page.goto('/startxlevel')
    await waitForSession(page)
    await chooseGame(page, /HORIZONTAL SHMUP/, 'R-Type')
    await fillCodes(page)
    await page.getByLabel('YouTube URL').fill('https://www.youtube.com/watch?v=e2e-loopback')
    const readSteps = await recordProgressSteps(page)
    await page.getByRole('button', { name: 'Send validate' }).click()
    const result = page.getByRole('dialog')
    await result.getByRole('heading', { name: 'Validation result' }).waitFor({ timeout: 45_000 })
    const steps = await readSteps()
    expect(steps).toContain('Downloading video')
    const lines = await result.locator('.sx-result-lines li').allInnerTexts()
    expect(lines[1]).toBe('Score: 2.190')
    expect(lines).toContain('Resolution: 640x360')
    await page.context().close()
  })
})
