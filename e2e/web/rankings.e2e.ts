/// <reference lib="dom" />
import { rm } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium, launchBrowser, startStack } from '../harness.ts'
import { logIn, prepareRankedPilots, type RankedPilot } from './ranked-pilots.ts'
import { openPage, seriousViolations, type WebSuite } from './web-helpers.ts'

const COUNTRIES = ['JP', 'BR', 'FR', 'DE', 'KR', 'US', 'ES', 'CN', 'GB', 'IT', 'CA', 'MX']
const ME = 'me.pilot@pilots.test'
/** 25 pilots on Dodonpachi HI-SCORE, above every demo score: they hold places 1-25 in order. */
const PILOTS: RankedPilot[] = Array.from({ length: 25 }, (_, i) => ({
  nickname: i === 22 ? 'Me Pilot' : `Ranker ${String(i + 1).padStart(2, '0')}`,
  country: i === 12 ? null : i === 13 ? 'QQ' : COUNTRIES[i % COUNTRIES.length]!,
  gameId: 11,
  modeId: 1,
  score: 900_000_000 - i * 1_000_000,
  ...(i === 22 ? { email: ME } : {}),
}))

/** A filter select (its accessible name is its label followed by the chosen option). */
const select = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${label}\\b`) })
const selected = (page: Page, label: string) =>
  select(page, label).evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)
const rows = (page: Page) => page.locator('table.ranking-table tbody tr')
const cells = async (page: Page, i: number) =>
  (await rows(page).nth(i).locator('td').allInnerTexts()).map((cell) => cell.trim())

describe.skipIf(!hasChromium)('rankings page', () => {
  let suite: WebSuite
  let dataDir: string
  let page: Page
  beforeAll(async () => {
    ;({ dataDir } = await prepareRankedPilots(PILOTS))
    const [stack, browser] = await Promise.all([startStack({ DATA_DIR: dataDir }), launchBrowser()])
    suite = { stack, browser }
    page = await openPage(suite, '/')
    await logIn(page, ME)
  }, 120_000)
  afterAll(async () => {
    await suite?.browser.close()
    await suite?.stack.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('makes Game wait for Category and Mode wait for Game; no table before', async () => {
    await page.goto('/rankings')
    await page.getByRole('heading', { name: 'Filter Options' }).waitFor()
    expect(await select(page, 'Category').inputValue()).toBe('')
    expect(await select(page, 'Game').isDisabled()).toBe(true)
    expect(await select(page, 'Mode').isDisabled()).toBe(true)
    expect(await page.locator('table').count()).toBe(0)
    await page.getByText('Choose a category, a game and a mode to see the ranking.').waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })

  it('picks the first game and first mode with a category; a game resets the mode', async () => {
    await page.goto('/rankings')
    await select(page, 'Category').selectOption({ label: 'Vertical Shmup' })
    expect(await selected(page, 'Game')).toBe('Strikers 1945')
    expect(await selected(page, 'Mode')).toBe('HIGH-SCORE')
    expect(await select(page, 'Game').isEnabled()).toBe(true)
    expect(await select(page, 'Mode').isEnabled()).toBe(true)
    expect(await select(page, 'Game').locator('option').allTextContents()).toEqual([
      'Strikers 1945',
      'Aero Fighters 2',
      'Samurai Aces',
      'Raiden 2',
      'Battle Garegga',
    ])
    expect(await select(page, 'Mode').locator('option').allTextContents()).toEqual([
      'HIGH-SCORE',
      '1CC',
      'CARAVAN',
    ])
    await page.locator('table.ranking-table').waitFor()

    await select(page, 'Mode').selectOption({ label: 'CARAVAN' })
    await select(page, 'Game').selectOption({ label: 'Raiden 2' })
    await expect.poll(() => selected(page, 'Mode')).toBe('HIGH-SCORE')
    expect(new URL(page.url()).search).toBe('?category=vertical&game=9&mode=1')

    await select(page, 'Category').selectOption({ label: 'Horizontal Shmup' })
    await expect.poll(() => selected(page, 'Game')).toBe('Gradius II')
    await expect.poll(() => selected(page, 'Mode')).toBe('HIGH-SCORE')

    await select(page, 'Category').selectOption({ label: 'Choose…' })
    await expect.poll(() => select(page, 'Game').isDisabled()).toBe(true)
    await page.locator('table').waitFor({ state: 'detached' })
  })

  it('keeps the filters in the URL across a reload', async () => {
    await page.goto('/rankings?category=bullethell&game=11&mode=3')
    await page.locator('table.ranking-table').waitFor()
    expect(await selected(page, 'Game')).toBe('Dodonpachi')
    expect(await selected(page, 'Mode')).toBe('1CC')
    await select(page, 'Mode').selectOption({ label: 'HIGH-SCORE' })
    await page.reload()
    await rows(page).filter({ hasText: 'Ranker 01' }).waitFor()
    expect(await selected(page, 'Category')).toBe('Bullet Hell')
    expect(await selected(page, 'Mode')).toBe('HIGH-SCORE')
  })

  it('shows ordinals, the columns, flags (Unknown when missing) and pages', async () => {
    await page.goto('/rankings?category=bullethell&game=11&mode=1')
    await rows(page).nth(19).waitFor()
    expect(
      (await page.locator('table.ranking-table thead th').allInnerTexts()).map((h) => h.trim()),
    ).toEqual(['RANK', 'AVATAR', 'PLAYER', 'SCORE', 'GAME', 'MODE', 'SHIP', 'NATION'])
    expect(await cells(page, 0)).toEqual([
      '1st',
      '',
      'Ranker 01',
      // The link's words for screen readers sit on their own line (a visually hidden block).
      '900,000,000\n(verification report)',
      'Dodonpachi',
      'HIGH-SCORE',
      'Ship 1',
      '',
    ])
    const ranks = await rows(page).locator('td.rank-cell').allInnerTexts()
    expect(ranks.slice(0, 4)).toEqual(['1st', '2nd', '3rd', '4th'])
    expect(ranks.slice(10, 13)).toEqual(['11th', '12th', '13th'])
    expect(ranks).toHaveLength(20)
    const first = rows(page).nth(0)
    // the flag is a labelled placeholder until the flags' module has loaded: wait for its picture
    await expect
      .poll(() => first.getByRole('img', { name: 'Japan' }).getAttribute('src'), {
        timeout: 10_000,
      })
      .toMatch(/\/assets\/jp-.*\.svg$/)
    expect(await first.locator('img.pilot-avatar').getAttribute('src')).toMatch(/avatar-default/)
    // The score opens the run's verification report; a run no moderator must confirm is final.
    expect(
      await first
        .getByRole('link', { name: '900,000,000 (verification report)' })
        .getAttribute('href'),
    ).toMatch(/^\/runs\/[0-9a-f-]{36}$/)
    expect(await rows(page).getByText('Provisional').count()).toBe(0)
    for (const i of [12, 13]) {
      expect(await rows(page).nth(i).getByRole('img', { name: 'Unknown' }).count()).toBe(1)
    }

    const pager = page.getByRole('navigation', { name: /Pages of Dodonpachi/ })
    expect(await pager.getByText(/Page 1 of \d+/).count()).toBe(1)
    expect(await pager.getByRole('button', { name: '← Previous' }).isDisabled()).toBe(true)
    await pager.getByRole('button', { name: 'Next →' }).click()
    await page.waitForURL(/page=2/)
    await rows(page).filter({ hasText: 'Ranker 21' }).waitFor()
    expect((await rows(page).locator('td.rank-cell').allInnerTexts()).slice(0, 3)).toEqual([
      '21st',
      '22nd',
      '23rd',
    ])
    expect(await seriousViolations(page)).toEqual([])
  })

  it("goes to the pilot's own row with My position and highlights it", async () => {
    await page.goto('/rankings?category=bullethell&game=11&mode=1')
    await rows(page).nth(19).waitFor()
    expect(await page.locator('tr.is-me').count()).toBe(0)
    await page.getByRole('button', { name: 'My position' }).click()
    await page.getByText('You are 23rd in this ranking.').waitFor()
    await page.waitForURL(/page=2/)
    const mine = page.locator('tr.is-me')
    await mine.waitFor()
    expect(await mine.count()).toBe(1)
    expect(await mine.locator('td.rank-cell').innerText()).toBe('23rd')
    expect(await mine.getByText('You', { exact: true }).count()).toBe(1)
    expect(await page.evaluate(() => document.activeElement?.classList.contains('is-me'))).toBe(
      true,
    )
    expect(await seriousViolations(page)).toEqual([])

    await select(page, 'Mode').selectOption({ label: 'CARAVAN' })
    await page.getByRole('button', { name: 'My position' }).click()
    await page.getByText('You have no approved run in this ranking yet.').waitFor()
  })

  it("links a pilot's name to their public page", async () => {
    await page.goto('/rankings?category=bullethell&game=11&mode=1')
    await page.getByRole('link', { name: 'Ranker 02' }).click()
    await page.waitForURL(/\/community-profile\/[0-9a-f-]{36}$/)
    await page.getByRole('heading', { name: 'Ranker 02', level: 2 }).waitFor()
  })

  it('writes ordinals in the interface language', async () => {
    await page.goto('/rankings?category=bullethell&game=11&mode=1&lng=fr')
    await rows(page).nth(2).waitFor()
    expect((await rows(page).locator('td.rank-cell').allInnerTexts()).slice(0, 3)).toEqual([
      '1er',
      '2e',
      '3e',
    ])
    await page.goto('/?lng=en')
  })
})
