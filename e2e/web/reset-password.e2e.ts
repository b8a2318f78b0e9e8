/// <reference lib="dom" />
// Page callbacks run in the browser: the DOM types describe them.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from '../harness.ts'
import {
  logOut,
  openPage,
  seriousViolations,
  signUpAndLogIn,
  startWebSuite,
  stopWebSuite,
  type WebSuite,
} from './web-helpers.ts'

const NEW_PASSWORD = 'Brand-New-Horse-77'

/** The text of an .eml file with quoted-printable soft breaks and escapes undone. */
const decodeQuotedPrintable = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

describe.skipIf(!hasChromium)('password reset', () => {
  let suite: WebSuite
  beforeAll(async () => {
    suite = await startWebSuite()
  })
  afterAll(() => stopWebSuite(suite))

  /** Waits for the reset mail to `email` in DATA_DIR/outbox and returns its link. */
  async function resetLinkFor(email: string): Promise<string> {
    const outbox = path.join(suite.stack.dataDir, 'outbox')
    const pattern = new RegExp(`${suite.stack.baseUrl}/reset-password\\?token=[\\w-]+`)
    for (let tries = 0; tries < 50; tries++) {
      const names = await readdir(outbox).catch(() => [])
      for (const name of names) {
        const eml = decodeQuotedPrintable(await readFile(path.join(outbox, name), 'utf8'))
        const link = eml.includes(`To: ${email}`) ? pattern.exec(eml)?.[0] : undefined
        if (link) return link
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new Error(`no reset mail for ${email}`)
  }

  const errorsOf = (page: Page) => page.locator('.field-error').allTextContents()

  async function login(page: Page, email: string, password: string) {
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Password', { exact: true }).fill(password)
    await dialog.getByRole('button', { name: 'Login', exact: true }).click()
  }

  it('forgot password, mailed link, new password twice, login with it', async () => {
    // Tall enough for the whole account menu: scrolling to reach it would close it.
    const page = await openPage(suite, '/', { viewport: { width: 1280, height: 1100 } })
    const email = await signUpAndLogIn(page)
    await logOut(page)

    await page.getByRole('button', { name: 'Sign in' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click()
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByRole('button', { name: 'Send reset link' }).click()
    expect(await dialog.getByRole('status').textContent()).toBe(
      'Check your email for reset instructions.',
    )
    await page.keyboard.press('Escape')

    const link = await resetLinkFor(email)
    await page.goto(link)
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor()
    const submit = page.getByRole('button', { name: 'Set new password' })
    await submit.click()
    expect(await errorsOf(page)).toEqual(['Password is required', 'Please confirm your password'])
    await page.getByLabel('New Password').fill(NEW_PASSWORD)
    await page.getByLabel('Confirm Password').fill(`${NEW_PASSWORD}x`)
    await submit.click()
    expect(await errorsOf(page)).toEqual(['Passwords do not match'])
    expect(await seriousViolations(page)).toEqual([])
    await page.getByLabel('Confirm Password').fill(NEW_PASSWORD)
    await submit.click()

    await dialog.getByRole('heading', { name: 'Sign in to your account' }).waitFor()
    expect(await page.locator('.reset-password [role="status"]').textContent()).toBe(
      'Your password has been reset. You can now sign in.',
    )
    await login(page, email, 'Correct-Horse-42')
    expect(await dialog.getByRole('alert').textContent()).toBe('Invalid email or password.')
    await login(page, email, NEW_PASSWORD)
    await dialog.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => localStorage.getItem('authUser'))).toContain(email)

    // The link is single-use.
    await logOut(page)
    await page.goto(link)
    await page.getByLabel('New Password').fill('Another-Horse-88')
    await page.getByLabel('Confirm Password').fill('Another-Horse-88')
    await page.getByRole('button', { name: 'Set new password' }).click()
    expect(await page.getByRole('alert').textContent()).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    )
    await page.context().close()
  })

  it('shows the server rule for a too-short password', async () => {
    const page = await openPage(suite, '/reset-password?token=not-a-real-token')
    await page.getByLabel('New Password').fill('short')
    await page.getByLabel('Confirm Password').fill('short')
    await page.getByRole('button', { name: 'Set new password' }).click()
    expect(await page.getByRole('alert').textContent()).toMatch(/at least 8 characters/)
    await page.context().close()
  })

  it('explains a link without a token and offers no form', async () => {
    const page = await openPage(suite, '/reset-password')
    expect(await page.getByRole('alert').textContent()).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    )
    expect(await page.getByLabel('New Password').count()).toBe(0)
    await page.context().close()
  })

  it('shows the failure text when the reset mail cannot be requested', async () => {
    const page = await openPage(suite, '/')
    await page.route('**/api/auth/forgot-password', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    await page.getByRole('button', { name: 'Sign in' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click()
    await dialog.getByLabel('Email').fill('someone@example.com')
    await dialog.getByRole('button', { name: 'Send reset link' }).click()
    expect(await dialog.getByRole('alert').textContent()).toBe('Failed to send reset email.')
    await page.context().close()
  })
})
