/** Shared set-up of the web app's browser tests. */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { launchBrowser, newContext, startStack, type Stack } from '../harness.ts'

export interface WebSuite {
  stack: Stack
  browser: Browser
}

export async function startWebSuite(): Promise<WebSuite> {
  const [stack, browser] = await Promise.all([startStack(), launchBrowser()])
  return { stack, browser }
}

export async function stopWebSuite(suite: WebSuite | undefined) {
  await suite?.browser.close()
  await suite?.stack.stop()
}

/** A fresh context (own storage) and page, with the app loaded at `path`. */
export async function openPage(
  suite: WebSuite,
  path = '/',
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await newContext(suite.browser, suite.stack, {
    serviceWorkers: 'block',
    ...options,
  })
  const page = await context.newPage()
  await page.goto(path)
  await waitForSession(page)
  return page
}

/** The avatar button is disabled while the startup refresh call runs. */
export async function waitForSession(page: Page) {
  // Generous: the first page of a fresh stack on a loaded 2-core machine can take a while.
  await page.locator('.avatar-button:not([disabled])').waitFor({ timeout: 45_000 })
}

let counter = 0

/** Registers a new pilot through the sign-up form, then signs in through the login form. */
export async function signUpAndLogIn(page: Page): Promise<string> {
  counter += 1
  const email = `pilot${counter}.${Date.now()}@example.com`
  const password = 'Correct-Horse-42'
  await page.getByRole('button', { name: 'Sign in' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Sign up' }).click()
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByLabel('Confirm Password').fill(password)
  await dialog.getByRole('button', { name: 'Sign Up' }).click()
  await dialog.getByRole('heading', { name: 'Sign in to your account' }).waitFor()
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Login', exact: true }).click()
  await dialog.waitFor({ state: 'detached' })
  return email
}

/**
 * Opens the account menu and logs out. Playwright's scroll-into-view before a click can fire a
 * scroll event, and scrolling closes the menu by design, so the click is dispatched in place.
 */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Open account menu' }).click()
  const logout = page.getByRole('button', { name: 'Logout' })
  await logout.waitFor()
  await logout.dispatchEvent('click')
}

/**
 * Serious or critical axe violations on the page once its finite animations (a dialog's or its
 * backdrop's fade-in) have ended: a frame of a fade is not what a person reads.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        // A cancelled animation (its element went away) rejects: it is over all the same.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`)
}

/**
 * A screenshot taker for a test's states, writing PNGs into `dir` when it is set (from an
 * environment variable such as PROFILE_SHOTS): the page at its width, then, from a wider screen,
 * its phone layout at 375 px, the width restored afterwards.
 */
export function screenshotter(dir: string | undefined) {
  return async (page: Page, name: string) => {
    if (!dir) return
    mkdirSync(dir, { recursive: true })
    await page.waitForTimeout(300)
    const width = page.viewportSize()?.width ?? 0
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true })
    if (width === 375) return
    await page.setViewportSize({ width: 375, height: 800 })
    await page.waitForTimeout(300)
    await page.screenshot({ path: path.join(dir, `${name}-375.png`), fullPage: true })
    await page.setViewportSize({ width, height: 900 })
  }
}
