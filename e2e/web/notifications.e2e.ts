/// <reference lib="dom" />
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium, launchBrowser, startStack } from '../harness.ts'
import {
  logInSeededPilot,
  makeScoreClip,
  SEEDED_NOTIFICATIONS,
  seedPilot,
  sendRun,
  unreadCount,
  type SeededPilot,
} from './pilot-runs.ts'
import { openPage, seriousViolations, stopWebSuite, type WebSuite } from './web-helpers.ts'

const bell = (page: Page) => page.locator('button.bell')
const count = (page: Page) => page.getByTestId('notification-count')
const dropdown = (page: Page) => page.locator('.notifications-dropdown')

describe.skipIf(!hasChromium)('notification bell', () => {
  let suite: WebSuite
  let seeded: SeededPilot
  let dir: string

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'xl-bell-'))
    seeded = await seedPilot()
    const [stack, browser] = await Promise.all([
      startStack({ DATA_DIR: seeded.dataDir }),
      launchBrowser(),
    ])
    suite = { stack, browser }
  })

  afterAll(async () => {
    await stopWebSuite(suite)
    await rm(seeded.dataDir, { recursive: true, force: true })
    await rm(dir, { recursive: true, force: true })
  })

  it('is hidden for visitors', async () => {
    const page = await openPage(suite, '/')
    expect(await bell(page).count()).toBe(0)
    await page.context().close()
  })

  it('counts unread, opens, closes outside and on Escape, marks read', async () => {
    const page = await openPage(suite, '/', { viewport: { width: 375, height: 800 } })
    await logInSeededPilot(page)
    await expect.poll(() => count(page).innerText()).toBe('2')
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications, 2 unread')

    await bell(page).click()
    expect(await bell(page).getAttribute('aria-expanded')).toBe('true')
    const items = dropdown(page).locator('.notification-list li')
    expect(await items.count()).toBe(3)
    expect(await items.locator('.notification-title').allTextContents()).toEqual(
      SEEDED_NOTIFICATIONS.map((item, i) => (i < 2 ? `Unread: ${item.title}` : item.title)),
    )
    expect(await items.first().locator('time').innerText()).toBe('1 hour ago')
    expect(await items.nth(2).getAttribute('class')).toBe('is-read')
    expect(await seriousViolations(page)).toEqual([])
    if (process.env.BELL_SHOTS) await page.screenshot({ path: process.env.BELL_SHOTS })

    await page.locator('main').click({ position: { x: 10, y: 10 } })
    await dropdown(page).waitFor({ state: 'detached' })
    await bell(page).click()
    await dropdown(page).waitFor()
    await page.keyboard.press('Escape')
    await dropdown(page).waitFor({ state: 'detached' })

    await bell(page).click()
    await items.first().getByRole('button').click()
    await expect.poll(() => count(page).innerText()).toBe('1')
    expect(await items.first().getAttribute('class')).toBe('is-read')
    await dropdown(page).getByRole('button', { name: 'Mark all as read' }).click()
    await count(page).waitFor({ state: 'detached' })
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications')

    // Read state is the server's: it survives a reload.
    const relisted = page.waitForResponse((r) => r.url().includes('/api/notifications'))
    await page.reload()
    await relisted
    expect(await count(page).count()).toBe(0)
    await page.context().close()
  })

  it('reads the list again every 30 s: a finished validation shows up unprompted', async () => {
    const page = await openPage(suite, '/', { viewport: { width: 1440, height: 900 } })
    await logInSeededPilot(page)
    const before = await unreadCount(page)
    const shown = () => count(page).innerText().then(Number)
    if (before > 0) await expect.poll(shown).toBe(before)
    const run = await sendRun(page, await makeScoreClip(dir))
    expect(run.jobState).toBe('done')
    expect(run.status).not.toBe('under_review')
    // The verdict's notification, plus a rank one when the run is approved.
    const after = await unreadCount(page)
    expect(after).toBeGreaterThan(before)
    await expect.poll(shown, { timeout: 40_000 }).toBe(after)
    await bell(page).click()
    const first = dropdown(page).locator('.notification-list li').first()
    expect(await first.getAttribute('class')).toBe('is-unread')
    expect(await first.locator('.notification-title').textContent()).toMatch(
      /^Unread: (Run approved|Run rejected|Ranking update)$/,
    )
    expect(await first.locator('time').innerText()).toMatch(/now|minute/)
    await page.context().close()
  }, 150_000)
})
