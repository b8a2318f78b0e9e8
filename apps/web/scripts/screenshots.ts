/**
 * Screenshots of every screen at 375 and 1440 px for visual review:
 * `npx tsx apps/web/scripts/screenshots.ts http://localhost:4173 /tmp/shots`
 */
import { mkdirSync } from 'node:fs'
import { chromium, type Page } from 'playwright-core'

const [base = 'http://localhost:4173', outDir = '/tmp/shots', only] = process.argv.slice(2)
const ROUTES = ['/', '/events', '/partners', '/terms', '/profile', '/emulator', '/nowhere']
const WIDTHS = [375, 1440]

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400)
  await page.screenshot({ path: `${outDir}/${name}.png`, fullPage: true })
  process.stdout.write(`${outDir}/${name}.png\n`)
}

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
for (const width of WIDTHS) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  for (const route of ROUTES) {
    const slug = route === '/' ? 'home' : route.slice(1)
    if (only && slug !== only) continue
    await page.goto(base + route, { waitUntil: 'networkidle' })
    await shoot(page, `${slug}-${width}`)
  }
  if (!only || only === 'modal') {
    await page.goto(base + '/', { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await shoot(page, `modal-login-${width}`)
    await page.getByRole('button', { name: 'Sign up' }).click()
    await page.getByLabel('Password', { exact: true }).fill('abc')
    await page.getByRole('button', { name: 'Sign Up' }).click()
    await shoot(page, `modal-signup-${width}`)
  }
  await page.close()
}
await browser.close()
