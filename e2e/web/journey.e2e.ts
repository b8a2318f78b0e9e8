/**
 * A new pilot's whole way in, in one browser session: sign up, register, crop an avatar, send a
 * run, then see it move them in the game's ranking, the Global X Ranking, their level and their
 * notifications (issue 6's "done means").
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from '../harness.ts'
import { chooseGame, fillCodes, makeClip } from './start-x-level-steps.ts'
import {
  openPage,
  signUpAndLogIn,
  startWebSuite,
  stopWebSuite,
  waitForSession,
  type WebSuite,
} from './web-helpers.ts'

const NAME = 'Journey Ace'

/** The XP the profile's level line shows ('1,250 / 2,000 XP to the next level'). */
async function xpOnProfile(page: Page): Promise<number> {
  await page.goto('/profile')
  await waitForSession(page)
  const line = await page.locator('.level-xp').innerText()
  return Number(/^([\d.,\s]+)\s*\//.exec(line)?.[1]?.replace(/\D/g, '') ?? Number.NaN)
}

/** The signed-in pilot's row, found with 'My position' on a ranking page. */
async function myRow(page: Page, url: string) {
  await page.goto(url)
  await waitForSession(page)
  await page.getByRole('button', { name: 'My position' }).click()
  const mine = page.locator('tr.is-me')
  await mine.waitFor()
  return mine
}

describe.skipIf(!hasChromium)('a new pilot, from sign-up to the rankings', () => {
  let suite: WebSuite
  let dir = ''
  let clip = ''
  let picture = ''

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'xl-journey-'))
    clip = await makeClip(path.join(dir, 'run.mp4'))
    picture = path.join(dir, 'me.png')
    await writeFile(
      picture,
      await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2af5ff' } })
        .png()
        .toBuffer(),
    )
    suite = await startWebSuite()
  })

  afterAll(async () => {
    await stopWebSuite(suite)
    await rm(dir, { recursive: true, force: true })
  })

  it('signs up, registers, crops an avatar, sends a run and climbs', async () => {
    const page = await openPage(suite, '/', { viewport: { width: 1440, height: 1000 } })
    await signUpAndLogIn(page)

    await page.goto('/register')
    await waitForSession(page)
    await page.getByLabel('Player name').fill(NAME)
    await page.getByLabel('Photo URL').fill('https://example.com/journey.png')
    await page.getByLabel('Nationality').selectOption('BR')
    await page.getByRole('button', { name: 'REGISTER PLAYER' }).click()
    await page.waitForURL('**/profile')
    await page.getByRole('heading', { name: NAME }).waitFor()
    const xpBefore = await xpOnProfile(page)

    await page.locator('.avatar-editor input[type=file]').setInputFiles(picture)
    const crop = page.getByRole('dialog', { name: 'Crop your avatar' })
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/profiles/avatar'))
    await crop.getByRole('button', { name: 'Apply' }).click()
    expect((await uploaded).status()).toBe(200)
    await crop.waitFor({ state: 'detached' })
    const shown = page.locator('.avatar-editor img.profile-avatar')
    await expect.poll(() => shown.getAttribute('src')).toMatch(/^\/api\/avatars\//)
    const avatar = (await shown.getAttribute('src'))!

    await page.goto('/startxlevel')
    await waitForSession(page)
    await chooseGame(page, /VERTICAL SHMUP/, 'Strikers 1945')
    await fillCodes(page)
    await page.locator('.sx-drop-wrap input[type=file]').setInputFiles(clip)
    await page.getByRole('button', { name: 'Send validate' }).click()
    const result = page.getByRole('dialog')
    await result.getByRole('heading', { name: 'Validation result' }).waitFor({ timeout: 60_000 })
    const lines = await result.locator('.sx-result-lines li').allInnerTexts()
    expect(lines[1]).toBe('Score: 2.190')
    expect(lines.at(-1)).toBe('✅ Valid')
    await result.getByRole('button', { name: 'OK' }).click()

    // Strikers 1945 (game 6), HI-SCORE: their row, with their name, avatar and score.
    const onBoard = await myRow(page, '/rankings?category=vertical&game=6&mode=1')
    expect(await onBoard.locator('.pilot-link').innerText()).toContain(NAME)
    expect(await onBoard.innerText()).toContain('2,190')
    expect(await onBoard.locator('.cell-avatar img').getAttribute('src')).toBe(avatar)

    // Every placement is worth X-points: they are in the Global X Ranking now.
    const global = await myRow(page, '/globalxranking')
    expect(await global.locator('.pilot-link').innerText()).toContain(NAME)

    expect(await xpOnProfile(page)).toBeGreaterThan(xpBefore)

    const bell = page.locator('button.bell')
    await expect.poll(() => bell.getAttribute('aria-label')).toMatch(/^Notifications, \d+ unread$/)
    await bell.click()
    const titles = page.locator('.notifications-dropdown .notification-title')
    // An unread one reads 'Unread: Run approved' to a screen reader.
    await expect
      .poll(async () =>
        (await titles.allTextContents()).map((title) => title.replace(/^Unread: /, '')),
      )
      .toContain('Run approved')
    await page.context().close()
  })
})
