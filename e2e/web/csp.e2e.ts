/// <reference lib="dom" />
// Page callbacks run in the browser: the DOM types describe them.
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EventListSchema, PlayerListSchema } from '@app/shared'
import { hasChromium, newContext } from '../harness.ts'
import {
  signUpAndLogIn,
  startWebSuite,
  stopWebSuite,
  waitForSession,
  type WebSuite,
} from './web-helpers.ts'

declare global {
  interface Window {
    cspViolations?: string[]
  }
}

/** Records every `securitypolicyviolation` of the page (before any app script runs). */
function recordViolations() {
  window.cspViolations = []
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`)
  })
}

/** The web app's routes, read from its single list (apps/web/src/config/paths.ts). */
const ROUTES = [
  ...readFileSync(new URL('../../apps/web/src/config/paths.ts', import.meta.url), 'utf8').matchAll(
    /^ {2}(\w+): \{\s*path: '([^']+)'/gm,
  ),
].map(([, name, path]) => ({ name: name!, path: path! }))

/** Every route, with real ids where it takes one (an unknown run: the page says so). */
async function allRoutes(baseUrl: string): Promise<string[]> {
  const json = async (url: string): Promise<unknown> => (await fetch(`${baseUrl}${url}`)).json()
  const event = EventListSchema.parse(await json('/api/events')).events[0]
  const pilot = PlayerListSchema.parse(await json('/api/players')).players[0]
  const ids: Record<string, string> = {
    eventDetail: event?.id ?? 'season-0',
    communityPilot: pilot?.userId ?? crypto.randomUUID(),
    run: crypto.randomUUID(),
  }
  return ROUTES.map(({ name, path }) => path.replace(/:\w+/, encodeURIComponent(ids[name] ?? 'x')))
}

describe.skipIf(!hasChromium)('Content-Security-Policy', () => {
  let suite: WebSuite
  let routes: string[]
  let page: Page
  const consoleErrors: string[] = []
  const violations = async () => [
    ...((await page.evaluate(() => window.cspViolations)) ?? []),
    ...consoleErrors.filter((text) => /Content Security Policy/i.test(text)),
  ]

  beforeAll(async () => {
    suite = await startWebSuite()
    routes = await allRoutes(suite.stack.baseUrl)
    // Service workers allowed: the shell cache runs under the same policy.
    const context = await newContext(suite.browser, suite.stack)
    await context.addInitScript(recordViolations)
    page = await context.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
  })
  afterAll(async () => {
    await page?.context().close()
    await stopWebSuite(suite)
  })

  it('is sent with the pages and the API, without unsafe-inline scripts', async () => {
    const res = await fetch(suite.stack.baseUrl)
    const policy = res.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/script-src 'self' https:\/\/accounts\.google\.com\/gsi\/client;/)
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com')
    expect(policy).not.toContain('unsafe-inline')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const api = await fetch(`${suite.stack.baseUrl}/api/health`)
    expect(api.headers.get('content-security-policy')).toBe(policy)
  })

  it('raises no violation on any route, visitor then pilot', async () => {
    expect(routes.length).toBeGreaterThan(15)
    for (const route of routes) {
      await page.goto(route)
      await waitForSession(page)
      expect(await violations(), route).toEqual([])
    }
    await page.goto('/')
    await waitForSession(page)
    await signUpAndLogIn(page)
    for (const route of routes) {
      await page.goto(route)
      await waitForSession(page)
      expect(await violations(), `${route} signed in`).toEqual([])
    }
  })

  it('crops and uploads an avatar without a violation', async () => {
    const picture = await sharp({
      create: { width: 320, height: 200, channels: 3, background: '#d62dd0' },
    })
      .png()
      .toBuffer()
    await page.goto('/profile')
    await waitForSession(page)
    await page
      .locator('.avatar-editor input[type=file]')
      .setInputFiles({ name: 'pilot.png', mimeType: 'image/png', buffer: picture })
    const modal = page.getByRole('dialog', { name: 'Crop your avatar' })
    await modal.locator('.reactEasyCrop_CropAreaRound').waitFor()
    const upload = page.waitForResponse((r) => r.url().endsWith('/api/profiles/avatar'))
    await modal.getByRole('button', { name: 'Apply' }).click()
    expect((await upload).status()).toBe(200)
    await modal.waitFor({ state: 'detached' })
    await page.locator('.avatar-editor img.profile-avatar[src*="/api/avatars/"]').waitFor()
    expect(await violations()).toEqual([])
  })

  it('keeps the service worker working: it controls the page and serves the shell offline', async () => {
    await page.goto('/')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await page.reload()
    await waitForSession(page)
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await page.context().setOffline(true)
    await page.goto('/players')
    expect(await page.locator('.top-banner-title').textContent()).toBe('PLAYER LIST')
    await page.context().setOffline(false)
    expect(await violations()).toEqual([])
  })
})
