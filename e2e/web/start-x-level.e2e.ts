/// <reference lib="dom" />
// Page callbacks run in the browser: the DOM types describe them.
import { mkdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GAMES } from '@app/shared'
import { hasChromium } from '../harness.ts'
import { chooseGame, fillCodes, makeClip, recordProgressSteps } from './start-x-level-steps.ts'
import {
  openPage,
  seriousViolations,
  signUpAndLogIn,
  startWebSuite,
  stopWebSuite,
  waitForSession,
  type WebSuite,
} from './web-helpers.ts'

/** Set SX_SHOTS=<dir> to keep a PNG of every step at 375 and 1440 px for visual review. */
const SHOTS = process.env.SX_SHOTS

async function shot(page: Page, name: string) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  await page.waitForTimeout(400)
  // A dialog is fixed to the viewport: shoot what the pilot sees.
  const fullPage = (await page.getByRole('dialog').count()) === 0
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage })
}

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([])
}

const dialog = (page: Page) => page.getByRole('dialog')

/** Closes the open upload notice with OK and returns what it said. */
async function noticeText(page: Page): Promise<string> {
  const box = dialog(page)
  await box.waitFor()
  const text = (await box.locator('.sx-dialog-text').innerText()).trim()
  await expectAccessible(page)
  await box.getByRole('button', { name: 'OK' }).click()
  await box.waitFor({ state: 'detached' })
  return text
}

async function signedInAt(suite: WebSuite, width: number, path = '/startxlevel') {
  const page = await openPage(suite, '/', { viewport: { width, height: 900 } })
  await signUpAndLogIn(page)
  await page.goto(path)
  await waitForSession(page)
  return page
}

/** The game's top HI-SCORE as the rankings API gives it (demo pilots are seeded), en-US formatted. */
async function topScore(page: Page, gameId: number): Promise<string> {
  const response = await page.request.get(`/api/rankings?game=${gameId}&mode=1&limit=1`)
  const body = (await response.json()) as { entries: { score: number }[] }
  return new Intl.NumberFormat('en-US').format(body.entries[0]?.score ?? 0)
}

describe.skipIf(!hasChromium)('Start X Level', () => {
  let suite: WebSuite
  let workDir = ''
  let clip = ''
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'sx-e2e-'))
    ;[suite, clip] = await Promise.all([startWebSuite(), makeClip(path.join(workDir, 'run.mp4'))])
  })
  afterAll(async () => {
    await stopWebSuite(suite)
    await rm(workDir, { recursive: true, force: true })
  })

  it.each([1440, 375])('categories, games and game info at %i px', async (width) => {
    const page = await signedInAt(suite, width)
    await expect
      .poll(() => page.locator('.sx-steps [aria-current="step"]').innerText())
      .toMatch(/1/)
    await shot(page, '1-categories')
    const horizontal = page.getByRole('button', { name: /HORIZONTAL SHMUP/ })
    await horizontal.click()
    expect(await horizontal.getAttribute('aria-pressed')).toBe('true')
    const titles = await page.locator('.sx-game-title').allInnerTexts()
    expect(titles).toEqual(GAMES.filter((g) => g.category === 'horizontal').map((g) => g.title))
    // The connector: a cubic curve from the chosen card down to the list.
    expect(await page.locator('.sx-connector-line').getAttribute('d')).toMatch(
      /^M [\d.]+ [\d.]+ C /,
    )
    const gradius = await topScore(page, 1)
    await expect.poll(() => page.locator('.sx-game-score-value').first().innerText()).toBe(gradius)
    await shot(page, '2-games')
    await expectAccessible(page)

    await page.getByRole('button', { name: /^R-Type/ }).click()
    await page.getByRole('heading', { name: 'INSERT COIN FOR UPLOAD' }).waitFor()
    const info = page.locator('.sx-info')
    expect(await info.locator('.sx-fact-year dd').innerText()).toBe('1987')
    expect(await info.locator('.sx-fact-developer dd').innerText()).toBe('Irem')
    expect(await info.getByRole('img', { name: 'R-Type poster art' }).count()).toBe(1)
    await shot(page, '3-upload')
    await expectAccessible(page)

    await info.getByRole('button', { name: 'Where to buy this game?' }).click()
    const links = dialog(page).getByRole('link')
    expect(await links.evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href))).toEqual(
      [
        'https://www.ebay.com/sch/i.html?_nkw=R-Type',
        'https://www.amazon.com/s?k=R-Type',
        'https://www.play-asia.com/search/R-Type',
      ],
    )
    for (const link of await links.all()) {
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
      expect(await link.getAttribute('target')).toBe('_blank')
    }
    await shot(page, '4-where-to-buy')
    await expectAccessible(page)
    await dialog(page).getByRole('button', { name: 'Close', exact: true }).last().click()

    // A new category clears the chosen game: its highlight and the upload section go.
    await page.getByRole('button', { name: /BULLET HELL/ }).click()
    expect(await page.locator('.sx-game[aria-pressed="true"]').count()).toBe(0)
    expect(await page.locator('.sx-upload').count()).toBe(0)
    await page.context().close()
  })

  it('uploads a real clip: progress, then the result modal with the score read', async () => {
    const page = await signedInAt(suite, 1440)
    await chooseGame(page, /VERTICAL SHMUP/, 'Strikers 1945')
    await fillCodes(page)
    await page.locator('.sx-drop-wrap input[type=file]').setInputFiles(clip)
    expect(await page.locator('.sx-drop-file').innerText()).toContain('run.mp4')
    const readSteps = await recordProgressSteps(page)
    await page.getByRole('button', { name: 'Send validate' }).click()
    await page.getByRole('button', { name: 'Sending...' }).waitFor()
    await page.getByRole('progressbar').waitFor()
    await shot(page, '5-progress')
    const result = dialog(page)
    await result.getByRole('heading', { name: 'Validation result' }).waitFor({ timeout: 45_000 })
    const steps = await readSteps()
    expect(steps[0]).toBe('Uploading video')
    expect(steps).toContain('Reading the score')
    const lines = await result.locator('.sx-result-lines li').allInnerTexts()
    expect(lines[1]).toBe('Score: 2.190')
    expect(lines).toContain('Video codec: h264')
    expect(lines).toContain('Resolution: 640x360')
    expect(lines.some((line) => /^Proof frame: \d+$/.test(line))).toBe(true)
    const verdict = lines.at(-1)
    expect(['✅ Valid', '❌ Invalid']).toContain(verdict)
    const proof = result.locator('.sx-proof img')
    await expect
      .poll(() => proof.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(640)
    expect(await result.locator('.score-chart svg').count()).toBe(1)
    await shot(page, '6-result')
    await expectAccessible(page)
    await result.getByRole('button', { name: 'OK' }).click()
    expect(await page.locator('.sx-validated').innerText()).toMatch(
      verdict === '✅ Valid' ? /1$/ : /0$/,
    )
    if (verdict === '✅ Valid') {
      // The list shows the game's real top HI-SCORE once the run is approved.
      await page.reload()
      await waitForSession(page)
      await page.getByRole('button', { name: /VERTICAL SHMUP/ }).click()
      const card = page.getByRole('button', { name: /^Strikers 1945/ })
      const best = await topScore(page, 6)
      expect(Number(best.replaceAll(',', ''))).toBeGreaterThanOrEqual(2190)
      await expect.poll(() => card.locator('.sx-game-score-value').innerText()).toBe(best)
    }
    await page.context().close()
  })

  it('shows every upload error in a modal, and follows a YouTube URL', async () => {
    const page = await signedInAt(suite, 375)
    await chooseGame(page, /BULLET HELL/, 'Ketsui')
    const send = page.getByRole('button', { name: 'Send validate' })
    await send.click()
    expect(await noticeText(page)).toBe(
      'Please fill in the following fields:\n• Video URL\n• Platform\n• Mode\n• Level',
    )
    await fillCodes(page)
    const url = page.getByLabel('YouTube URL')
    await url.fill('https://vimeo.com/12345')
    await send.click()
    await shot(page, '7-error')
    expect(await noticeText(page)).toBe('The URL must be from YouTube for automatic analysis.')

    await url.fill('https://www.youtube.com/watch?v=e2e-run')
    await page.route('**/api/submissions', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    await send.click()
    expect(await noticeText(page)).toBe('Error sending data: 500')
    await page.unroute('**/api/submissions')
    await page.route('**/api/submissions', (route) => route.abort('internetdisconnected'))
    await send.click()
    expect(await noticeText(page)).toBe('Connection error. Please try again.')
    await page.unroute('**/api/submissions')

    // The real server queues the run and streams its progress.
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/submissions') && r.request().method() === 'POST',
    )
    await send.click()
    expect((await created).status()).toBe(201)
    const step = page.locator('.sx-progress-step')
    await step.waitFor()
    expect(['Queued', 'Downloading video']).toContain(await step.textContent())
    await shot(page, '8-queued')
    await page.context().close()
  })

  it('coin counter: countdown, cancel dialog, out of coins', async () => {
    const page = await signedInAt(suite, 1440)
    await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') })
    await page.reload()
    await waitForSession(page)
    // Frozen from here: only runFor() moves the page's time.
    await page.clock.pauseAt(new Date('2026-03-01T10:01:00Z'))
    const coin = page.locator('.coin-button')
    const display = coin.locator('.coin-display')
    expect(await display.innerText()).toBe('READY!')
    expect(await coin.locator('.coin-count').innerText()).toMatch(/3\/3/)
    await coin.click()
    await page.clock.runFor(1000)
    await expect.poll(() => display.innerText()).toBe('00:44:59:000')
    expect(await coin.locator('.coin-count').innerText()).toMatch(/2\/3/)
    await shot(page, '9-coin')

    await coin.click()
    const box = dialog(page)
    expect(await box.locator('.sx-dialog-text').innerText()).toBe(
      'Cancel the countdown? (the coin will be lost)',
    )
    await box.getByRole('button', { name: 'Continue' }).click()
    await page.clock.fastForward(59_000)
    await expect.poll(() => display.innerText()).toBe('00:44:00:000')
    await coin.click()
    await box.getByRole('button', { name: 'Cancel', exact: true }).click()
    await expect.poll(() => display.innerText()).toBe('READY!')
    expect(await coin.locator('.coin-count').innerText()).toMatch(/2\/3/)

    // The second coin runs out by itself; the third is cancelled; then none is left.
    await coin.click()
    await page.clock.fastForward(45 * 60 * 1000)
    await expect.poll(() => display.innerText()).toBe('READY!')
    await coin.click()
    await coin.click()
    // axe waits on timers: let the page's time flow again for the checks.
    await page.clock.resume()
    await expectAccessible(page)
    await box.getByRole('button', { name: 'Cancel', exact: true }).click()
    expect(await coin.locator('.coin-count').innerText()).toMatch(/0\/3/)
    await coin.click()
    expect(await box.locator('.sx-dialog-text').innerText()).toBe('You are out of coins!')
    await expectAccessible(page)
    await box.getByRole('button', { name: 'Close', exact: true }).last().click()
    await box.waitFor({ state: 'detached' })
    expect(await display.innerText()).toBe('READY!')
    await page.context().close()
  })
})
