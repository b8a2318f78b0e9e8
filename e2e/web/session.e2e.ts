/// <reference lib="dom" />
// Page callbacks run in the browser: the DOM types describe them.
import type { Browser, BrowserContext, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium, launchBrowser, newContext, startStack, type Stack } from '../harness.ts'
import { logOut, signUpAndLogIn, waitForSession } from './web-helpers.ts'

/** Access tokens live 3 s here, so a test can wait for one to expire. */
const TTL_SECONDS = 3
const LOGIN_PER_EMAIL = 3

describe.skipIf(!hasChromium)('session', () => {
  let stack: Stack
  let browser: Browser
  beforeAll(async () => {
    ;[stack, browser] = await Promise.all([
      startStack({
        ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS),
        AUTH_RATE_LIMIT_LOGIN_EMAIL: String(LOGIN_PER_EMAIL),
        // Every test signs a new pilot up from the same address.
        AUTH_RATE_LIMIT_REGISTER: '50',
      }),
      launchBrowser(),
    ])
  })
  afterAll(async () => {
    await browser?.close()
    await stack?.stop()
  })

  // Tall enough for the whole account menu: scrolling to reach it would close it.
  const freshContext = () =>
    newContext(browser, stack, { serviceWorkers: 'block', viewport: { width: 1280, height: 1100 } })

  async function openApp(context: BrowserContext, path = '/') {
    const page = await context.newPage()
    await page.goto(path)
    await waitForSession(page)
    return page
  }

  /** `METHOD /api/path status` of every API answer the page gets from now on. */
  function apiLog(page: Page): string[] {
    const log: string[] = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.pathname.startsWith('/api/') && url.pathname !== '/api/config') {
        log.push(`${response.request().method()} ${url.pathname} ${response.status()}`)
      }
    })
    return log
  }

  const storedUser = (page: Page) =>
    page.evaluate(() => JSON.parse(localStorage.getItem('authUser') ?? 'null') as unknown)

  /** Opens the account menu and reads the e-mail it shows; null when logged out. */
  async function signedInAs(page: Page): Promise<string | null> {
    if (await page.getByRole('button', { name: 'Sign in' }).isVisible()) return null
    await page.getByRole('button', { name: 'Open account menu' }).click()
    const email = await page.locator('.user-email').textContent()
    await page.keyboard.press('Escape')
    return email
  }

  /** TanStack Query re-reads GET /api/me when the tab becomes visible again. */
  const returnToTab = (page: Page) =>
    page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')))

  /** True once the log holds exactly one refresh and each earlier 401 call succeeded after it. */
  function retriedAfterOneRefresh(log: string[]): boolean {
    const refreshes = log.filter((entry) => entry.startsWith('POST /api/auth/refresh'))
    if (refreshes.length !== 1 || refreshes[0] !== 'POST /api/auth/refresh 200') return false
    const refreshedAt = log.indexOf('POST /api/auth/refresh 200')
    const expired = log.slice(0, refreshedAt).filter((entry) => entry.endsWith(' 401'))
    const retried = log.slice(refreshedAt)
    return (
      expired.length > 0 && expired.every((entry) => retried.includes(entry.replace(/401$/, '200')))
    )
  }

  const waitForToken = () => new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 600))

  it('sign up, sign in, reload, transparent refresh of an expired token, logout', async () => {
    const context = await freshContext()
    const page = await openApp(context)
    expect(await signedInAs(page)).toBeNull()
    const email = await signUpAndLogIn(page)
    expect(await signedInAs(page)).toBe(email)
    expect(await storedUser(page)).toMatchObject({ email, avatar: null })

    await page.reload()
    await waitForSession(page)
    expect(await signedInAs(page)).toBe(email)

    await waitForToken()
    const log = apiLog(page)
    await returnToTab(page)
    // Every call that met the expired token (GET /api/me and whatever else the page was reading)
    // waits for one refresh, then succeeds on its retry.
    await expect.poll(() => retriedAfterOneRefresh(log), { timeout: 10_000 }).toBe(true)
    expect(log).toContain('GET /api/me 401')
    expect(await signedInAs(page)).toBe(email)

    log.length = 0
    await logOut(page)
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    expect(log).toEqual(['POST /api/auth/logout 204'])
    expect(await storedUser(page)).toBeNull()
    await page.reload()
    await waitForSession(page)
    expect(await signedInAs(page)).toBeNull()
    await context.close()
  })

  it('logs out locally even when the logout call fails', async () => {
    const context = await freshContext()
    const page = await openApp(context)
    await signUpAndLogIn(page)
    await context.route('**/api/auth/logout', (route) => route.abort('connectionrefused'))
    await logOut(page)
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    expect(await storedUser(page)).toBeNull()
    await context.close()
  })

  it('logs out when the token expired and the session is over (token-expired event)', async () => {
    const context = await freshContext()
    const page = await openApp(context)
    await signUpAndLogIn(page)
    await context.clearCookies()
    await waitForToken()
    const log = apiLog(page)
    await returnToTab(page)
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    expect(log).toContain('GET /api/me 401')
    expect(log.filter((entry) => entry.includes('/refresh'))).toEqual([
      'POST /api/auth/refresh 401',
    ])
    expect(log.filter((entry) => entry.endsWith(' 200'))).toEqual([])
    expect(await storedUser(page)).toBeNull()
    await context.close()
  })

  it('clears the stored user when the startup refresh fails', async () => {
    const context = await freshContext()
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        const user = { id: 'x', email: 'ghost@example.com', avatar: null, nickname: null }
        localStorage.setItem('authUser', JSON.stringify(user))
        sessionStorage.setItem('seeded', '1')
      }
    })
    const page = await openApp(context)
    expect(await signedInAs(page)).toBeNull()
    expect(await storedUser(page)).toBeNull()
    await context.close()
  })

  it('shows nothing on a protected route while the session loads', async () => {
    const context = await freshContext()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await context.route('**/api/auth/refresh', async (route) => {
      await held
      await route.continue()
    })
    const page = await context.newPage()
    await page.goto('/profile')
    await page.locator('.avatar-button[disabled]').waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await page.getByText('Sign in to open this page, pilot.').count()).toBe(0)
    expect(await page.locator('.profile').count()).toBe(0)
    release()
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: 'Sign in to your account' })
      .waitFor()
    await context.close()
  })

  /** Holds refresh calls until `count` of them are in flight, then lets them all through. */
  async function raceRefreshes(context: BrowserContext, count: number) {
    const waiting: Route[] = []
    await context.route('**/api/auth/refresh', async (route) => {
      waiting.push(route)
      if (waiting.length === count) {
        await Promise.all(waiting.splice(0).map((held) => held.continue()))
      }
    })
    return () => context.unroute('**/api/auth/refresh')
  }

  it('two tabs racing a refresh do not log each other out', async () => {
    const context = await freshContext()
    const first = await openApp(context)
    const email = await signUpAndLogIn(first)
    const second = await openApp(context)
    expect(await signedInAs(second)).toBe(email)

    // Both tabs find their access token expired and refresh with the same cookie at once.
    await waitForToken()
    const logs = [apiLog(first), apiLog(second)]
    const stop = await raceRefreshes(context, 2)
    await Promise.all([returnToTab(first), returnToTab(second)])
    for (const log of logs) {
      await expect.poll(() => log, { timeout: 10_000 }).toContain('GET /api/me 200')
      expect(log).toContain('POST /api/auth/refresh 200')
    }
    await stop()

    // Both reload at once: two startup refreshes with the same cookie.
    const stopAgain = await raceRefreshes(context, 2)
    await Promise.all([first.reload(), second.reload()])
    await Promise.all([waitForSession(first), waitForSession(second)])
    await stopAgain()
    expect(await signedInAs(first)).toBe(email)
    expect(await signedInAs(second)).toBe(email)

    const third = await openApp(context)
    expect(await signedInAs(third)).toBe(email)
    await context.close()
  })

  async function tryLogin(page: Page, email: string, password: string): Promise<string | null> {
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Password', { exact: true }).fill(password)
    // Once the request is out the button reads 'Please wait…' until the answer is handled.
    const sent = page.waitForRequest('**/api/auth/login')
    await dialog.getByRole('button', { name: 'Login', exact: true }).click()
    await sent
    await dialog.getByRole('button', { name: 'Login', exact: true }).waitFor()
    return dialog.getByRole('alert').textContent()
  }

  it('shows the server message for a wrong password and for too many attempts', async () => {
    const signUp = await freshContext()
    const email = await signUpAndLogIn(await openApp(signUp))
    await signUp.close()
    const context = await freshContext()
    const page = await openApp(context)
    await page.getByRole('button', { name: 'Sign in' }).click()
    const texts: (string | null)[] = []
    // The successful login above was the first attempt of this e-mail.
    for (let attempt = 2; attempt <= LOGIN_PER_EMAIL; attempt++) {
      texts.push(await tryLogin(page, email, 'Wrong-Horse-42'))
    }
    expect(texts).toEqual(Array(LOGIN_PER_EMAIL - 1).fill('Invalid email or password.'))
    expect(await tryLogin(page, email, 'Wrong-Horse-43')).toBe(
      'Too many attempts. Please wait a minute and try again.',
    )
    expect(await page.getByRole('dialog').isVisible()).toBe(true)
    await context.close()
  })

  it('shows the generic client texts when the server cannot be reached', async () => {
    const context = await freshContext()
    const page = await openApp(context)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await context.route('**/api/auth/login', (route) => route.abort('connectionrefused'))
    expect(await tryLogin(page, 'nobody@example.com', 'Some-Pass-1')).toBe('Network Error')
    await context.unroute('**/api/auth/login')
    await context.route('**/api/auth/login', (route) =>
      route.fulfill({ status: 502, contentType: 'text/plain', body: 'Upstream is down' }),
    )
    expect(await tryLogin(page, 'nobody@example.com', 'Some-Pass-1')).toBe('Upstream is down')
    await context.close()
  })
})
