/// <reference lib="dom" />
// Page callbacks run in the browser: the DOM types describe them.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium, launchBrowser, newContext, startStack, type Stack } from '../harness.ts'
import { signUpAndLogIn, waitForSession } from './web-helpers.ts'

const GSI_URL = 'https://accounts.google.com/gsi/client'
const GOOGLE_FAILED = 'Google authentication failed. Please try again.'

/**
 * A stand-in for Google Identity Services: records what the app asks of it and lets the test play
 * Google's part (prompt moments, one-tap credential, popup code or error) through `window.__gsi`.
 */
const FAKE_GSI = `
window.__gsi = { inits: [], prompts: 0, cancels: 0, codeClients: [], codeAnswer: { code: 'fake-code' } }
window.__gsi.moment = (kind) => window.__gsi.listener({
  isDisplayed: () => kind === 'displayed',
  isNotDisplayed: () => kind === 'notDisplayed',
  isSkippedMoment: () => kind === 'skipped',
  isDismissedMoment: () => kind === 'dismissed',
})
window.__gsi.credential = (credential) => window.__gsi.inits.at(-1).callback({ credential })
window.google = { accounts: {
  id: {
    initialize: (options) => window.__gsi.inits.push(options),
    prompt: (listener) => { window.__gsi.prompts += 1; window.__gsi.listener = listener },
    cancel: () => { window.__gsi.cancels += 1 },
  },
  oauth2: {
    initCodeClient: (options) => {
      const { client_id, scope, ux_mode, hint } = options
      window.__gsi.codeClients.push({ client_id, scope, ux_mode, hint })
      return { requestCode: () => {
        const answer = window.__gsi.codeAnswer
        if (answer.error) options.error_callback({ type: answer.error })
        else options.callback(answer)
      } }
    },
  },
} }
`

interface GsiState {
  inits: { client_id: string }[]
  prompts: number
  cancels: number
  codeClients: { client_id: string; scope: string; ux_mode: string; hint?: string }[]
}

declare global {
  interface Window {
    __gsi: GsiState & {
      moment(kind: string): void
      credential(value: string): void
      codeAnswer: { code?: string; error?: string }
    }
  }
}

async function startSuite(env: NodeJS.ProcessEnv) {
  const [stack, browser] = await Promise.all([startStack(env), launchBrowser()])
  return { stack, browser }
}

/** Opens the app in a fresh context and returns the page with the requests made to Google. */
async function openApp(browser: Browser, stack: Stack) {
  const context = await newContext(browser, stack, { serviceWorkers: 'block' })
  const scriptLoads: string[] = []
  await context.route(GSI_URL, (route) => {
    scriptLoads.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_GSI })
  })
  const page = await context.newPage()
  await page.goto('/')
  await waitForSession(page)
  return { context, page, scriptLoads }
}

async function openModal(page: Page) {
  await page.getByRole('button', { name: 'Sign in' }).click()
  return page.getByRole('dialog')
}

describe.skipIf(!hasChromium)('google sign-in, not configured', () => {
  let suite: { stack: Stack; browser: Browser }
  beforeAll(async () => {
    suite = await startSuite({ GOOGLE_CLIENT_ID: '' })
  })
  afterAll(async () => {
    await suite?.browser.close()
    await suite?.stack.stop()
  })

  it('hides the divider and the button and never loads the Google script', async () => {
    const { context, page, scriptLoads } = await openApp(suite.browser, suite.stack)
    const config = page.waitForResponse('**/api/config')
    const dialog = await openModal(page)
    expect(await (await config).json()).toEqual({ googleClientId: null })
    await dialog.getByRole('heading', { name: 'Sign in to your account' }).waitFor()
    expect(await dialog.getByRole('button', { name: 'Login with Google' }).count()).toBe(0)
    expect(await dialog.getByRole('separator').count()).toBe(0)
    expect(scriptLoads).toEqual([])
    await context.close()
  })
})

describe.skipIf(!hasChromium)('google sign-in, configured', () => {
  let suite: { stack: Stack; browser: Browser }
  beforeAll(async () => {
    // The issuer is unreachable: every real Google call of the server fails, as it should here.
    suite = await startSuite({ GOOGLE_CLIENT_ID: 'test', OIDC_ISSUER: 'http://127.0.0.1:9' })
  })
  afterAll(async () => {
    await suite?.browser.close()
    await suite?.stack.stop()
  })

  const gsi = (page: Page) => page.evaluate(() => window.__gsi as GsiState)
  const googleButton = (page: Page) =>
    page.getByRole('dialog').getByRole('button', { name: 'Login with Google' })

  /** A real account of this stack (made in its own context), to stand in for Google's answer. */
  async function realAccount(): Promise<{ email: string; password: string }> {
    const context = await newContext(suite.browser, suite.stack, { serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto('/')
    await waitForSession(page)
    const email = await signUpAndLogIn(page)
    await context.close()
    return { email, password: 'Correct-Horse-42' }
  }

  /**
   * Records the app's call to `path`, then lets it through as a password login of `account`:
   * the app gets a real session answer (token, user, cookie) for its Google call.
   */
  async function answerAsLogin(context: BrowserContext, path: string, account: object) {
    const seen: unknown[] = []
    await context.route(`**${path}`, (route) => {
      seen.push(route.request().postDataJSON())
      return route.continue({
        url: `${suite.stack.baseUrl}/api/auth/login`,
        postData: JSON.stringify(account),
      })
    })
    return seen
  }

  it('loads the script once, prompts one-tap and hides the button while the prompt shows', async () => {
    const { context, page, scriptLoads } = await openApp(suite.browser, suite.stack)
    await openModal(page)
    await googleButton(page).waitFor()
    await expect.poll(async () => (await gsi(page)).prompts).toBe(1)
    expect((await gsi(page)).inits.map((init) => init.client_id)).toEqual(['test'])
    for (const [moment, visible] of [
      ['displayed', false],
      ['skipped', true],
      ['displayed', false],
      ['dismissed', true],
      ['displayed', false],
      ['notDisplayed', true],
    ] as const) {
      await page.evaluate((kind) => window.__gsi.moment(kind), moment)
      await googleButton(page).waitFor({ state: visible ? 'visible' : 'detached' })
      expect(await page.getByRole('dialog').getByRole('separator').count()).toBe(visible ? 1 : 0)
    }
    await page.keyboard.press('Escape')
    expect((await gsi(page)).cancels).toBe(1)
    await openModal(page)
    await expect.poll(async () => (await gsi(page)).prompts).toBe(2)
    expect(scriptLoads).toEqual([GSI_URL])
    await context.close()
  })

  it('a failed one-tap sign-in only brings the button back', async () => {
    const { context, page } = await openApp(suite.browser, suite.stack)
    await openModal(page)
    await expect.poll(async () => (await gsi(page)).prompts).toBe(1)
    await page.evaluate(() => window.__gsi.moment('displayed'))
    await googleButton(page).waitFor({ state: 'detached' })
    const posted = page.waitForRequest('**/api/auth/google/onetap')
    await page.evaluate(() => window.__gsi.credential('fake-id-token'))
    expect((await posted).postDataJSON()).toEqual({ idToken: 'fake-id-token' })
    await googleButton(page).waitFor()
    expect(await page.getByRole('dialog').getByRole('alert').count()).toBe(0)
    await context.close()
  })

  it('a one-tap credential the server accepts signs in and closes the modal', async () => {
    const account = await realAccount()
    const { context, page } = await openApp(suite.browser, suite.stack)
    const seen = await answerAsLogin(context, '/api/auth/google/onetap', account)
    const dialog = await openModal(page)
    await expect.poll(async () => (await gsi(page)).prompts).toBe(1)
    await page.evaluate(() => window.__gsi.credential('fake-id-token'))
    await dialog.waitFor({ state: 'detached' })
    expect(seen).toEqual([{ idToken: 'fake-id-token' }])
    const stored = await page.evaluate(() => localStorage.getItem('authUser'))
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ email: account.email })
    await context.close()
  })

  it('popup code flow: scopes, popup mode, stored e-mail as hint; failure text', async () => {
    const { context, page } = await openApp(suite.browser, suite.stack)
    await page.evaluate(() => {
      const user = { id: 'u', email: 'known@example.com', avatar: null, nickname: null }
      localStorage.setItem('authUser', JSON.stringify(user))
    })
    await openModal(page)
    const posted = page.waitForRequest('**/api/auth/google/login')
    await googleButton(page).click()
    expect((await posted).postDataJSON()).toEqual({ code: 'fake-code' })
    expect((await gsi(page)).codeClients).toEqual([
      {
        client_id: 'test',
        scope: 'openid email profile',
        ux_mode: 'popup',
        hint: 'known@example.com',
      },
    ])
    const alert = page.getByRole('dialog').getByRole('alert')
    expect(await alert.textContent()).toBe(GOOGLE_FAILED)

    await page.evaluate(() => (window.__gsi.codeAnswer = { error: 'popup_failed_to_open' }))
    await page.keyboard.press('Escape')
    await openModal(page)
    expect(await alert.count()).toBe(0)
    await googleButton(page).click()
    expect(await alert.textContent()).toBe(GOOGLE_FAILED)
    await context.close()
  })

  it('a code the server accepts signs in and closes the modal', async () => {
    const account = await realAccount()
    const { context, page } = await openApp(suite.browser, suite.stack)
    const seen = await answerAsLogin(context, '/api/auth/google/login', account)
    const dialog = await openModal(page)
    await googleButton(page).click()
    await dialog.waitFor({ state: 'detached' })
    expect(seen).toEqual([{ code: 'fake-code' }])
    await page.reload()
    await waitForSession(page)
    await page.getByRole('button', { name: 'Open account menu' }).click()
    expect(await page.locator('.user-email').textContent()).toBe(account.email)
    await context.close()
  })
})
