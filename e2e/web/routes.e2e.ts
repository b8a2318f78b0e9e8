/// <reference lib="dom" />
// Page callbacks run in the browser: the DOM types describe them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from '../harness.ts'
import {
  openPage,
  seriousViolations,
  startWebSuite,
  stopWebSuite,
  type WebSuite,
} from './web-helpers.ts'

const BANNERS: [string, string | null][] = [
  ['/', null],
  ['/events', 'EVENTOS'],
  ['/partners', null],
  ['/terms', null],
  ['/emulator', 'EMULATOR'],
  ['/test', 'RIVER RAID'],
  ['/register', 'REGISTER PLAYER'],
  ['/players', 'PLAYER LIST'],
  ['/globalxranking', 'GLOBAL X RANKING'],
  ['/community', 'COMMUNITY'],
  ['/community-profile', 'COMMUNITY PROFILE'],
]
const PROTECTED: [string, string][] = [
  ['/profile', 'PLAYER PROFILE'],
  ['/startxlevel', 'START X LEVEL'],
  ['/rankings', 'GLOBAL RANKING'],
]

describe.skipIf(!hasChromium)('routes', () => {
  let suite: WebSuite
  beforeAll(async () => {
    suite = await startWebSuite()
  })
  afterAll(() => stopWebSuite(suite))

  it.each(BANNERS)('%s renders with banner %s', async (path, title) => {
    const page = await openPage(suite, path)
    const banner = page.locator('.top-banner-title')
    if (title) expect(await banner.textContent()).toBe(title)
    else expect(await banner.count()).toBe(0)
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true)
    expect(
      await page.locator('footer').getByRole('link', { name: 'Terms of use' }).isVisible(),
    ).toBe(true)
    await page.context().close()
  })

  it.each(PROTECTED)('%s asks a visitor to log in (banner %s)', async (path, title) => {
    const page = await openPage(suite, path)
    expect(await page.locator('.top-banner-title').textContent()).toBe(title)
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.getByRole('heading').textContent()).toBe('Sign in to your account')
    await page.context().close()
  })

  it('shows the home page sections and links', async () => {
    const page = await openPage(suite, '/')
    for (const heading of [
      'UPCOMING EVENTS',
      'TOP 5 GLOBAL X RANKING',
      'BECOME PILOT X',
      'TOP 3 MOST PLAYED SHMUP GAMES',
      'BEST PLAYERS PER GAME MODE',
    ]) {
      expect(await page.getByRole('heading', { name: heading }).isVisible()).toBe(true)
    }
    expect(await page.locator('.podium-place').count()).toBe(5)
    // Three game cards (the spec's three until approved runs rank others), each with a HI-SCORE.
    expect(await page.locator('.top-games .game-card').count()).toBe(3)
    expect(await page.locator('.top-games .game-score').allTextContents()).toHaveLength(3)
    expect(await page.locator('.mode-title').allTextContents()).toEqual(
      expect.arrayContaining(['1CC RANKING MODE', 'HI-SCORE MODE', 'CARAVAN MODE']),
    )
    await page.getByRole('link', { name: 'START YOUR MISSION' }).click()
    await page.waitForURL('**/startxlevel')
    await page.context().close()
  })

  it('marks the active navigation link', async () => {
    const page = await openPage(suite, '/events')
    const active = page.locator('.nav-links a.active')
    expect(await active.textContent()).toBe('Events')
    await page.getByRole('link', { name: 'Home', exact: true }).click()
    await page.waitForURL(suite.stack.baseUrl + '/')
    await page.locator('.nav-links a.active', { hasText: 'Home' }).waitFor()
    expect(await active.count()).toBe(1)
    await page.context().close()
  })

  it('answers an unknown path with the not-found page', async () => {
    const page = await openPage(suite, '/no-such-page')
    expect(await page.getByRole('heading', { name: 'GAME OVER' }).isVisible()).toBe(true)
    await page.context().close()
  })

  it.each([...BANNERS.map(([path]) => path), ...PROTECTED.map(([path]) => path)])(
    'axe finds no serious or critical violation on %s',
    async (path) => {
      const page = await openPage(suite, path)
      await page.waitForTimeout(300)
      expect(await seriousViolations(page)).toEqual([])
      await page.context().close()
    },
  )
})
