/// <reference lib="dom" />
// Page callbacks run in the browser: the DOM types describe them.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium, newContext } from '../harness.ts'
import {
  openPage,
  seriousViolations,
  signUpAndLogIn,
  startWebSuite,
  stopWebSuite,
  type WebSuite,
} from './web-helpers.ts'

/** Records every sound the page plays as `name@volume` instead of playing it. */
const RECORD_SOUNDS = () => {
  const played: string[] = []
  Object.assign(window, { played })
  HTMLMediaElement.prototype.play = function () {
    played.push(`${this.src.split('/').pop()}@${this.volume}`)
    return Promise.resolve()
  }
}
const recordedSounds = (page: Page) =>
  page.evaluate(() => (window as unknown as { played: string[] }).played)
/** The interface blips (the category voice clips are another feature's). */
const playedSounds = async (page: Page) =>
  (await recordedSounds(page)).filter((sound) => sound.includes('.wav@'))

describe.skipIf(!hasChromium)('app shell', () => {
  let suite: WebSuite
  beforeAll(async () => {
    suite = await startWebSuite()
  })
  afterAll(() => stopWebSuite(suite))

  describe('signed in', () => {
    let page: Page
    const menu = () => page.locator('.user-dropdown')
    const openMenu = async () => {
      await page.getByRole('button', { name: 'Open account menu' }).click()
      await menu().waitFor()
      // Click entries only once the drop-in animation has settled.
      await menu().evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
    }

    beforeAll(async () => {
      const context = await newContext(suite.browser, suite.stack, { serviceWorkers: 'block' })
      await context.addInitScript(RECORD_SOUNDS)
      page = await context.newPage()
      await page.goto('/')
      await page.locator('.avatar-button:not([disabled])').waitFor()
      expect(await page.getByRole('button', { name: 'Notifications' }).count()).toBe(0)
      await signUpAndLogIn(page)
    })
    afterAll(() => page.context().close())

    it('shows the bell and the account dropdown with the spec entries', async () => {
      expect(await page.getByRole('button', { name: 'Notifications' }).isVisible()).toBe(true)
      await openMenu()
      for (const entry of ['Pilot Name', 'Add another account', 'Logout', 'Language']) {
        expect(await menu().getByText(entry, { exact: true }).isVisible()).toBe(true)
      }
      expect(await menu().getByRole('radio').count()).toBe(8)
      expect(
        await menu().getByRole('switch', { name: 'Sound effects' }).getAttribute('aria-checked'),
      ).toBe('false')
      await page.keyboard.press('Escape')
    })

    it('passes axe on the signed-in pages and with the menu open', async () => {
      for (const path of ['/profile', '/startxlevel', '/rankings']) {
        await page
          .getByRole('link', {
            name: {
              '/profile': 'Profile',
              '/startxlevel': 'Start X Level',
              '/rankings': 'Ranking',
            }[path],
            exact: true,
          })
          .click()
        await page.locator('.top-banner-title').waitFor()
        if (path === '/startxlevel')
          await page.getByRole('button', { name: /VERTICAL SHMUP/ }).click()
        if (path === '/rankings') await page.getByLabel('Category').selectOption('bullethell')
        expect(await seriousViolations(page)).toEqual([])
      }
      await openMenu()
      expect(await seriousViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
    })

    it('opens the notification bell and closes it on an outside click', async () => {
      await page.getByRole('button', { name: 'Notifications' }).click()
      const bell = page.locator('.notifications-dropdown')
      await bell.waitFor()
      expect(await bell.textContent()).toContain('No notifications yet')
      await page.mouse.click(600, 500)
      await bell.waitFor({ state: 'detached' })
    })

    it('closes the menu on an outside click', async () => {
      await openMenu()
      await page.mouse.click(600, 500)
      await menu().waitFor({ state: 'detached' })
    })

    it('closes the menu on scroll', async () => {
      await openMenu()
      await page.evaluate(() => window.scrollTo(0, 300))
      await menu().waitFor({ state: 'detached' })
      await page.evaluate(() => window.scrollTo(0, 0))
    })

    it('switches the language from the flag picker', async () => {
      await openMenu()
      await menu().getByText('Deutsch').click()
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de')
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de')
      await menu().getByText('English').click()
      await page.keyboard.press('Escape')
    })

    it('plays no sound until the switch is on, then the spec volumes', async () => {
      await page.getByRole('link', { name: 'Events', exact: true }).click()
      expect(await playedSounds(page)).toEqual([])
      await openMenu()
      await menu().getByRole('switch', { name: 'Sound effects' }).click()
      await page.keyboard.press('Escape')
      await page.getByRole('link', { name: 'Home', exact: true }).click()
      await page.getByRole('link', { name: 'Start X Level', exact: true }).click()
      await page.getByRole('button', { name: /BULLET HELL/ }).click()
      await page.getByRole('button', { name: /Ketsui/ }).click()
      expect(await playedSounds(page)).toEqual([
        'previous-content.wav@0.5',
        'next-content.wav@0.5',
        'choose-category.wav@0.6',
        'choose-game.wav@0.6',
      ])
    })

    it('closes the menu on resize', async () => {
      // Start X Level scrolls smoothly to its sections: open the menu on a page at rest.
      await page.getByRole('link', { name: 'Home', exact: true }).click()
      await page.waitForFunction(() => window.scrollY === 0)
      await openMenu()
      await page.setViewportSize({ width: 1100, height: 800 })
      await menu().waitFor({ state: 'detached' })
    })

    it('logs out from the menu', async () => {
      await openMenu()
      await menu().getByRole('button', { name: 'Logout' }).click()
      await page.getByRole('button', { name: 'Sign in' }).waitFor()
      expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull()
    })
  })

  it('rotates the events carousel every 5000 ms', async () => {
    const context = await newContext(suite.browser, suite.stack, { serviceWorkers: 'block' })
    const page = await context.newPage()
    // The server lists the events that are upcoming now; give the carousel two cards to rotate.
    await page.route('**/api/home', async (route) => {
      const response = await route.fetch()
      const home = (await response.json()) as { events: unknown[] }
      home.events = [
        {
          id: 'season-0',
          title: 'events.season0.title',
          subTitle: 'events.season0.subTitle',
          date: '2025-10-25',
        },
        {
          id: 'season-1',
          title: 'events.season1.title',
          subTitle: 'events.season1.subTitle',
          date: '2026',
        },
      ]
      await route.fulfill({ response, json: home })
    })
    await page.clock.install()
    await page.goto('/')
    const carousel = page.locator('.carousel')
    await page.locator('.carousel-dot').first().waitFor()
    // Freeze time, then restart the rotation by hovering out: the next turn is due in 5000 ms.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    const current = () =>
      page.locator('.carousel-dot[aria-current="true"]').getAttribute('aria-label')
    const start = await current()
    const other = start === 'Event 1 of 2' ? 'Event 2 of 2' : 'Event 1 of 2'
    await carousel.hover()
    await page.mouse.move(5, 5)
    await page.clock.runFor(4999)
    expect(await current()).toBe(start)
    await page.clock.runFor(1)
    expect(await current()).toBe(other)
    await page.clock.runFor(4999)
    expect(await current()).toBe(other)
    await page.clock.runFor(1)
    expect(await current()).toBe(start)
    await page.locator('.event-card[data-active="true"]').click()
    await page.waitForURL('**/events')
    await context.close()
  })

  it('collapses the navigation into a menu at 360 px', async () => {
    const page = await openPage(suite, '/', { viewport: { width: 360, height: 740 } })
    const links = page.getByRole('navigation', { name: 'Main navigation' })
    expect(await links.isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await links.getByRole('link', { name: 'Events' }).click()
    await page.waitForURL('**/events')
    expect(await links.isVisible()).toBe(false)
    for (const path of ['/', '/events', '/partners', '/terms', '/emulator', '/profile']) {
      await page.goto(path)
      await page.locator('footer').waitFor()
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(360)
    }
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })

  it('renders a second visit offline from the service worker, never caching /api', async () => {
    const context = await newContext(suite.browser, suite.stack)
    const page = await context.newPage()
    await page.goto('/')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await page.reload()
    await page.getByRole('heading', { name: 'UPCOMING EVENTS' }).waitFor()
    await context.setOffline(true)
    await page.goto('/events')
    expect(await page.locator('.top-banner-title').textContent()).toBe('EVENTOS')
    const cached = await page.evaluate(async () => {
      const keys = await (await caches.open('xlevel-shell-v1')).keys()
      return keys.map((request) => new URL(request.url).pathname)
    })
    expect(cached).toContain('/')
    expect(cached.some((path) => path.startsWith('/assets/') && path.endsWith('.js'))).toBe(true)
    expect(cached.filter((path) => path.startsWith('/api'))).toEqual([])
    await context.close()
  })
})
