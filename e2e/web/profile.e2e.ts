/// <reference lib="dom" />
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium, launchBrowser, startStack } from '../harness.ts'
import { logInSeededPilot, readRun, seedPilot, type SeededPilot } from './pilot-runs.ts'
import {
  openPage,
  screenshotter,
  seriousViolations,
  signUpAndLogIn,
  stopWebSuite,
  waitForSession,
  type WebSuite,
} from './web-helpers.ts'

/** Set PROFILE_SHOTS=<dir> to keep PNGs of the profile and register pages at 375 and 1440 px. */
const shot = screenshotter(process.env.PROFILE_SHOTS)

async function pilotAt(suite: WebSuite, route: string, width = 1440) {
  const page = await openPage(suite, '/', { viewport: { width, height: 900 } })
  await signUpAndLogIn(page)
  await page.goto(route)
  await waitForSession(page)
  return page
}

const avatar = (page: Page) => page.locator('.avatar-editor img.profile-avatar')

describe.skipIf(!hasChromium)('profile and pilot registration', () => {
  let suite: WebSuite
  let dir: string
  let picture: string
  let seeded: SeededPilot

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'xl-profile-'))
    picture = path.join(dir, 'pilot.png')
    // 640x400: a magenta field with a cyan square off-centre, so the crop has something to cut.
    const square = await sharp({
      create: { width: 160, height: 160, channels: 3, background: '#2af5ff' },
    })
      .png()
      .toBuffer()
    await writeFile(
      picture,
      await sharp({ create: { width: 640, height: 400, channels: 3, background: '#ff4fb0' } })
        .composite([{ input: square, left: 400, top: 60 }])
        .png()
        .toBuffer(),
    )
    seeded = await seedPilot()
    const [stack, browser] = await Promise.all([
      startStack({ DATA_DIR: seeded.dataDir }),
      launchBrowser(),
    ])
    suite = { stack, browser }
  })

  afterAll(async () => {
    await stopWebSuite(suite)
    await rm(dir, { recursive: true, force: true })
    await rm(seeded.dataDir, { recursive: true, force: true })
  })

  it('registers a pilot: every field required, https photo only, then the profile', async () => {
    const page = await pilotAt(suite, '/register')
    await page.getByRole('heading', { name: 'REGISTER PLAYER' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, 'register')
    const submit = page.getByRole('button', { name: 'REGISTER PLAYER' })
    await submit.click()
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Please fill in all fields!')
    await page.getByLabel('Player name').fill('Nova Striker')
    await page.getByLabel('Photo URL').fill('http://example.com/nova.png')
    await page.getByLabel('Nationality').selectOption('BR')
    await submit.click()
    await page.getByText('The photo URL must start with https:// (secure address).').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, 'register-errors')
    await page.getByLabel('Photo URL').fill('https://example.com/nova.png')
    await submit.click()
    await page.waitForURL('**/profile')
    await page.getByRole('heading', { name: 'Nova Striker' }).waitFor()
    expect(await page.locator('.profile-headline .country-flag').getAttribute('alt')).toBe('Brazil')
    expect(await avatar(page).getAttribute('src')).toBe('https://example.com/nova.png')
    await page.context().close()
  })

  it('crops a real image, uploads it and shows the 512 px avatar the server made', async () => {
    const page = await pilotAt(suite, '/profile')
    const before = await avatar(page).getAttribute('src')
    expect(await avatar(page).getAttribute('width')).toBe('260')
    await page.locator('.avatar-editor input[type=file]').setInputFiles(picture)
    const modal = page.getByRole('dialog', { name: 'Crop your avatar' })
    await modal.waitFor()
    // The round crop area appears once the picked image has loaded in the cropper.
    await expect.poll(() => modal.locator('.reactEasyCrop_CropAreaRound').count()).toBe(1)
    const zoom = modal.getByLabel('Zoom')
    expect(await zoom.inputValue()).toBe('1.2')
    await zoom.focus()
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('ArrowRight')
    expect(await zoom.inputValue()).toBe('1.5')
    await shot(page, 'avatar-crop')
    const upload = page.waitForResponse((r) => r.url().endsWith('/api/profiles/avatar'))
    await modal.getByRole('button', { name: 'Apply' }).click()
    const response = await upload
    expect(response.status()).toBe(200)
    expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data/)
    await modal.waitFor({ state: 'detached' })
    await expect.poll(() => avatar(page).getAttribute('src')).not.toBe(before)
    const src = (await avatar(page).getAttribute('src'))!
    const served = await page.request.get(src)
    expect(served.ok()).toBe(true)
    const meta = await sharp(await served.body()).metadata()
    expect([meta.width, meta.height]).toEqual([512, 512])
    // The centre of the crop is the picture's magenta field.
    const { data } = await sharp(await served.body())
      .extract({ left: 256, top: 256, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const [red, green, blue] = [...data].map((value, i) => Math.abs(value - [255, 79, 176][i]!))
    expect(Math.max(red!, green!, blue!)).toBeLessThanOrEqual(4)
    // Cancel discards: a second pick closed with Cancel leaves the avatar as it is.
    await page.locator('.avatar-editor input[type=file]').setInputFiles(picture)
    await modal.getByRole('button', { name: 'Cancel' }).click()
    await modal.waitFor({ state: 'detached' })
    expect(await avatar(page).getAttribute('src')).toBe(src)
    await page.context().close()
  })

  it('refuses a file that is not an image', async () => {
    const page = await pilotAt(suite, '/profile', 375)
    await page.locator('.avatar-editor input[type=file]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    })
    await page.getByText('Please choose an image file.').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.context().close()
  })

  it('edits nickname, bio and country; the edit survives a reload', async () => {
    const page = await pilotAt(suite, '/profile', 375)
    await page.getByRole('button', { name: 'Edit profile' }).click()
    await page.getByLabel('Nickname').fill('X')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Nickname must be at least 2 characters').waitFor()
    await page.getByLabel('Nickname').fill('Blue Comet')
    expect(await page.getByText('Nickname must be at least 2 characters').count()).toBe(0)
    await page.getByLabel('Country').selectOption('JP')
    await page.getByLabel('Bio').fill('Loop 2 or bust.')
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, 'profile-edit')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('heading', { name: 'Blue Comet' }).waitFor()
    await page.reload()
    await waitForSession(page)
    await page.getByRole('heading', { name: 'Blue Comet' }).waitFor()
    expect(await page.locator('.profile-bio').innerText()).toBe('Loop 2 or bust.')
    expect(await page.locator('.profile-headline .country-flag').getAttribute('alt')).toBe('Japan')
    await page.context().close()
  })

  it('shows the pilot data and Retry re-runs a Rejected upload', async () => {
    const page = await openPage(suite, '/', { viewport: { width: 1440, height: 900 } })
    await logInSeededPilot(page)
    await page.goto('/profile')
    await waitForSession(page)
    await page.getByRole('heading', { name: 'Pilot Profile' }).waitFor()
    const facts = await page.locator('.profile-facts').innerText()
    expect(facts).toContain('••••••••')
    expect(facts).toContain('seeded.pilot@example.com')
    expect(await page.locator('.stat-card h3').allInnerTexts()).toEqual([
      'HI-SCORE Mode',
      'CARAVAN Mode',
      '1CC Mode',
    ])
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0')
    expect(await page.getByRole('heading', { name: 'Badges' }).count()).toBe(1)
    const row = page.locator('.upload-history tbody tr').first()
    const status = row.locator('td').first()
    await expect.poll(() => status.innerText()).toBe('Rejected')
    expect(await row.locator('td').allInnerTexts()).toEqual([
      'Rejected',
      'Gradius II',
      'PCB',
      'HI-SCORE',
      'Hard',
      '2026-03-09',
      '2026-03-10',
      'RETRY',
    ])
    const dot = row.locator('.status-dot')
    const colour = () => dot.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(await colour()).toBe('rgb(255, 59, 92)')
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, 'profile')
    await row.getByRole('button', { name: 'Retry the Gradius II run' }).click()
    await expect.poll(() => status.innerText()).toBe('Under review')
    expect(await row.locator('td').last().innerText()).toBe('—')
    expect(await colour()).toBe('rgb(255, 210, 63)')
    // The server really runs the validation again: a worker takes the run for a second attempt.
    await expect
      .poll(async () => (await readRun(page, seeded.rejectedRunId)).attempts, { timeout: 30_000 })
      .toBe(2)
    await page.context().close()
  }, 90_000)
})
