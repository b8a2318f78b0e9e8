/// <reference lib="dom" />
/**
 * Screenshots of every screen at 375 and 1440 px for visual review, against the real server:
 * `npm run build && npx tsx e2e/web/screenshots.ts /tmp/shots`
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { launchBrowser, newContext, startStack } from '../harness.ts'
import { MODERATOR, seedModerator } from './moderation-runs.ts'
import { logIn, makeDropClip, sendRun } from './pilot-runs.ts'
import { signUpAndLogIn } from './web-helpers.ts'

const outDir = process.argv[2] ?? '/tmp/shots'
const PUBLIC = [
  '/',
  '/events',
  '/events/season0',
  '/partners',
  '/terms',
  '/globalxranking',
  '/players',
  '/community-profile',
  '/emulator',
  '/reset-password',
  '/nowhere',
  '/?lng=pt',
]
const SIGNED_IN = ['/profile', '/register', '/rankings', '/startxlevel']
const fileName = (path: string) =>
  path === '/' ? 'home' : path.replace(/^\/\??/, '').replace(/[/=]/g, '-')

async function shoot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(500)
  await page.screenshot({ path: `${outDir}/${name}.png`, fullPage })
  process.stdout.write(`${outDir}/${name}.png\n`)
}

mkdirSync(outDir, { recursive: true })
const stack = await startStack({ DATA_DIR: await seedModerator() })
const browser = await launchBrowser()
try {
  // A run the engine is unsure of (its score drops): its report and the moderation queue.
  const uploader = await (await newContext(browser, stack, { serviceWorkers: 'block' })).newPage()
  await uploader.goto('/')
  await signUpAndLogIn(uploader)
  const run = await sendRun(uploader, await makeDropClip(outDir))
  await uploader.context().close()
  for (const width of [375, 1440]) {
    const context = await newContext(browser, stack, {
      viewport: { width, height: 900 },
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    for (const path of PUBLIC) {
      await page.goto(path)
      await shoot(page, `${fileName(path)}-${width}`)
    }
    await page.goto('/?lng=en')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await shoot(page, `modal-login-${width}`, false)
    await page.keyboard.press('Escape')
    await signUpAndLogIn(page)
    for (const path of SIGNED_IN) {
      await page.goto(path)
      await page.locator('.avatar-button:not([disabled])').waitFor()
      await shoot(page, `${fileName(path)}-${width}`)
    }
    await page.getByRole('button', { name: /BULLET HELL/ }).click()
    await shoot(page, `startxlevel-chosen-${width}`)
    await page.getByRole('button', { name: 'Open account menu' }).click()
    await shoot(page, `menu-${width}`, false)
    await page.goto(`/runs/${run.id}`)
    await page.locator('.run-report').waitFor()
    await shoot(page, `run-report-${width}`)
    await page.goto('/moderation')
    await page.getByText('This page is for moderators only.').waitFor()
    await shoot(page, `moderation-pilot-${width}`)
    await context.close()

    const moderator = await (
      await newContext(browser, stack, {
        viewport: { width, height: 900 },
        serviceWorkers: 'block',
      })
    ).newPage()
    await moderator.goto('/')
    await logIn(moderator, MODERATOR.email, MODERATOR.password)
    await moderator.goto('/moderation')
    await moderator.locator('.decision-panel').waitFor()
    await shoot(moderator, `moderation-${width}`)
    await moderator.getByRole('button', { name: 'Approve run' }).click()
    await shoot(moderator, `moderation-confirm-${width}`, false)
    await moderator.context().close()
  }
} finally {
  await browser.close()
  await stack.stop()
}
