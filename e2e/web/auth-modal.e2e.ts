/// <reference lib="dom" />
// Page callbacks run in the browser: the DOM types describe them.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from '../harness.ts'
import {
  openPage,
  seriousViolations,
  startWebSuite,
  stopWebSuite,
  type WebSuite,
} from './web-helpers.ts'

describe.skipIf(!hasChromium)('auth modal', () => {
  let suite: WebSuite
  beforeAll(async () => {
    suite = await startWebSuite()
  })
  afterAll(() => stopWebSuite(suite))

  async function openLogin(): Promise<Page> {
    const page = await openPage(suite, '/')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('dialog').waitFor()
    return page
  }

  const errorsOf = (page: Page) => page.locator('.field-error').allTextContents()

  it('login mode: texts, required fields with trimmed values, no native validation', async () => {
    const page = await openLogin()
    const dialog = page.getByRole('dialog')
    for (const text of [
      'Sign in to your account',
      'Welcome, pilot',
      'Welcome back',
      'Ready to continue your adventure?',
    ]) {
      expect(await dialog.getByText(text, { exact: true }).isVisible()).toBe(true)
    }
    // This stack has no GOOGLE_CLIENT_ID: the 'or' divider and the Google button stay hidden.
    expect(await dialog.getByRole('button', { name: 'Login with Google' }).count()).toBe(0)
    expect(await dialog.locator('form').getAttribute('novalidate')).not.toBeNull()
    await dialog.getByLabel('Email').fill('   ')
    await dialog.getByLabel('Password').fill('  ')
    await dialog.getByRole('button', { name: 'Login', exact: true }).click()
    expect(await errorsOf(page)).toEqual(['Email is required', 'Password is required'])
    await page.context().close()
  })

  it('sign-up mode: texts and every message', async () => {
    const page = await openLogin()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Sign up' }).click()
    for (const text of [
      'Create your account',
      'Join X Level and claim your pilot ID',
      'Welcome, Pilot',
      'Join the intergalactic shmup league and prove your skill.',
    ]) {
      expect(await dialog.getByText(text, { exact: true }).isVisible()).toBe(true)
    }
    const signUp = dialog.getByRole('button', { name: 'Sign Up' })
    await signUp.click()
    expect(await errorsOf(page)).toEqual([
      'Email is required',
      'Password is required',
      'Please confirm your password',
    ])
    await dialog.getByLabel('Email').fill('ace@example.com')
    await dialog.getByLabel('Password', { exact: true }).fill('first-pass-1')
    await dialog.getByLabel('Confirm Password').fill('other-pass-1')
    await signUp.click()
    expect(await errorsOf(page)).toEqual(['Passwords do not match'])
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Sign in' }).click()
    expect(await dialog.getByRole('heading').textContent()).toBe('Sign in to your account')
    await page.context().close()
  })

  it('shows the server message above the form for wrong credentials', async () => {
    const page = await openLogin()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Email').fill('nobody@example.com')
    await dialog.getByLabel('Password').fill('wrong-password')
    await dialog.getByRole('button', { name: 'Login', exact: true }).click()
    const alert = dialog.getByRole('alert')
    await alert.waitFor()
    expect((await alert.textContent())?.length).toBeGreaterThan(0)
    expect(await dialog.isVisible()).toBe(true)
    await page.context().close()
  })

  it('closes on Escape, on the close button and on the backdrop, and locks page scroll', async () => {
    const page = await openLogin()
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('')

    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.mouse.click(5, 400)
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.context().close()
  })

  it('cannot be closed while submitting', async () => {
    const page = await openLogin()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/auth/login', async (route) => {
      await held
      await route.continue()
    })
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Email').fill('nobody@example.com')
    await dialog.getByLabel('Password').fill('wrong-password')
    await dialog.getByRole('button', { name: 'Login', exact: true }).click()
    await dialog.getByRole('button', { name: 'Please wait…' }).waitFor()
    await page.keyboard.press('Escape')
    await page.mouse.click(5, 400)
    expect(await dialog.isVisible()).toBe(true)
    release()
    await dialog.getByRole('alert').waitFor()
    await page.context().close()
  })

  it('keeps keyboard focus inside the dialog', async () => {
    const page = await openLogin()
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 2 ? 'Tab' : 'Shift+Tab')
      expect(await inDialog()).toBe(true)
    }
    await page.context().close()
  })

  it('forgot password: texts, required email, and the success text from the server', async () => {
    const page = await openLogin()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click()
    expect(await dialog.getByRole('heading').textContent()).toBe('Forgot your password?')
    expect(
      await dialog
        .getByText("Enter your email address and we'll send you a reset link.")
        .isVisible(),
    ).toBe(true)
    expect(await dialog.getByLabel('Email').getAttribute('placeholder')).toBe('Enter your email')
    await dialog.getByRole('button', { name: 'Send reset link' }).click()
    expect(await errorsOf(page)).toEqual(['Email is required'])
    expect(await seriousViolations(page)).toEqual([])
    await dialog.getByLabel('Email').fill('someone@example.com')
    await dialog.getByRole('button', { name: 'Send reset link' }).click()
    expect(await dialog.getByRole('status').textContent()).toBe(
      'Check your email for reset instructions.',
    )
    await page.context().close()
  })
})
