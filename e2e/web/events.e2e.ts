/// <reference lib="dom" />
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { submissions, users } from '../../apps/server/src/db/schema.ts'
import { hasChromium, launchBrowser, startStack, type Stack } from '../harness.ts'
import { openPage, seriousViolations, type WebSuite } from './web-helpers.ts'

/** Season 0 pilots on Gradius II HI-SCORE, best first: [nickname, country, score]. */
const GRADIUS: [string, string | null, number][] = [
  ['Ace', 'JP', 2_400_000],
  ['Bee', 'BR', 2_100_000],
  ['Cid', 'FR', 1_900_000],
  ['Dee', 'DE', 1_700_000],
  ['Eve', 'KR', 1_600_000],
  ['Fox', 'US', 1_500_000],
  ['Gil', 'ES', 1_400_000],
  ['Hal', 'CN', 1_300_000],
  ['Ivy', 'GB', 1_200_000],
  ['Jet', 'IT', 1_100_000],
  ['Kai', 'CA', 1_000_000],
  ['Lux', 'MX', 900_000],
  ['Max', null, 800_000],
]

/**
 * The data dir gets its own approved runs submitted inside the Season 0 window before the server
 * starts (which runs without the demo seed, SEED_DEMO=0); the server then backfills their pioneer
 * badges at start.
 */
async function prepareSeason0(dataDir: string) {
  const database = await openDatabase({ dataDir })
  const { db } = database
  const run = async (
    nickname: string,
    country: string | null,
    game: number,
    mode: number,
    score: number,
    day: number,
  ) => {
    const [user] = await db
      .insert(users)
      .values({ email: `${nickname.toLowerCase()}@season0.test`, nickname, country })
      .returning()
    await db.insert(submissions).values({
      userId: user!.id,
      gameId: game,
      modeId: mode,
      platformId: 2,
      levelId: 2,
      sourceKind: 'youtube',
      sourceUrl: 'https://youtu.be/season0',
      status: 'approved',
      score,
      createdAt: new Date(Date.UTC(2025, 10, day, 20)),
      approvedAt: new Date(Date.UTC(2025, 10, day, 21)),
    })
  }
  try {
    for (const [i, [nickname, country, score]] of GRADIUS.entries()) {
      await run(nickname, country, 1, 1, score, i + 1)
    }
    await run('Neo', 'AR', 11, 3, 412_000_000, 20)
  } finally {
    await database.close()
  }
}

const status = (startsAt: string, endsAt: string, now = Date.now()) =>
  now < Date.parse(startsAt) ? 'upcoming' : now < Date.parse(endsAt) ? 'running' : 'past'
const SECTION = { running: 'Running now', upcoming: 'Upcoming', past: 'Past events' }

const rowsOf = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).locator('tbody tr')

describe.skipIf(!hasChromium)('events pages', () => {
  let suite: WebSuite
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'xl-e2e-events-'))
    await prepareSeason0(dataDir)
    const [stack, browser]: [Stack, Browser] = await Promise.all([
      startStack({ DATA_DIR: dataDir, SEED_DEMO: '0' }),
      launchBrowser(),
    ])
    suite = { stack, browser }
  })
  afterAll(async () => {
    await suite?.browser.close()
    await suite?.stack.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('lists the seasons as cards under their status, with the card date flags', async () => {
    const page = await openPage(suite, '/events')
    expect(await page.locator('.top-banner-title').textContent()).toBe('EVENTOS')
    const s0 = status('2025-10-25T00:00:00Z', '2026-01-01T00:00:00Z')
    const s1 = status('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z')
    const card = (section: string, title: string) =>
      page
        .getByRole('region', { name: section })
        .locator('.event-tile')
        .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    const season0 = card(SECTION[s0], 'Prologue — Season 0')
    const season1 = card(SECTION[s1], 'Season 1')
    expect(await season0.locator('.event-tile-date').innerText()).toBe('25\nOCT\n2025')
    expect(await season0.textContent()).toContain('Oct 25, 2025 – Dec 31, 2025')
    expect(await season1.locator('.event-tile-date').innerText()).toBe('2026')
    expect(await season1.locator('.event-tile-subtitle').textContent()).toBe(
      'The first ranked season of the Global X Ranking starts in 2026.',
    )
    expect(await page.locator('.event-tile svg.event-art').count()).toBe(2)
    expect(await seriousViolations(page)).toEqual([])
    await season0.getByRole('link').click()
    await page.waitForURL('**/events/season0')
    await page.getByRole('heading', { name: 'Prologue — Season 0' }).waitFor()
    await page.context().close()
  })

  it("shows Season 0's description, window, rules, badge and ranked leaderboard", async () => {
    const page = await openPage(suite, '/events/season0')
    await page.getByRole('heading', { name: 'Prologue — Season 0', level: 2 }).waitFor()
    const text = await page.locator('main').innerText()
    expect(text).toContain('The prologue of the Global X Ranking.')
    expect(text).toContain('only runs submitted inside the window and approved')
    expect(text).toContain('Pioneer')
    expect(await page.locator('.event-window').innerText()).toBe(
      'Starts\nOct 25, 2025\nEnds\nDec 31, 2025',
    )

    const rows = rowsOf(page, 'Leaderboard: Gradius II — HI-SCORE')
    await rows.nth(12).waitFor()
    expect(await rows.count()).toBe(13)
    const cells = async (i: number) =>
      (await rows.nth(i).locator('td').allInnerTexts()).map((cell) => cell.trim())
    expect(await cells(0)).toEqual(['1st', '', 'Ace', '', '2,400,000'])
    expect((await cells(1))[0]).toBe('2nd')
    expect((await cells(2))[0]).toBe('3rd')
    expect((await cells(3))[0]).toBe('4th')
    expect((await Promise.all([10, 11, 12].map(cells))).map((row) => row[0])).toEqual([
      '11th',
      '12th',
      '13th',
    ])
    // the flag is a labelled placeholder until the flags' module has loaded: wait for its picture
    await expect
      .poll(() => rows.nth(0).getByRole('img', { name: 'Japan' }).getAttribute('src'), {
        timeout: 10_000,
      })
      .toMatch(/\/assets\/jp-.*\.svg$/)
    expect(await rows.nth(12).getByRole('img', { name: 'Unknown' }).count()).toBe(1)
    expect(await seriousViolations(page)).toEqual([])

    await page.getByLabel('Game').selectOption({ label: 'Dodonpachi' })
    await page.getByLabel('Mode').selectOption({ label: '1CC MODE' })
    const other = rowsOf(page, 'Leaderboard: Dodonpachi — 1CC MODE')
    await other.filter({ hasText: 'Neo' }).waitFor()
    expect(await other.count()).toBe(1)
    expect(await other.first().innerText()).toContain('412,000,000')

    await page.getByLabel('Mode').selectOption({ label: 'CARAVAN' })
    const empty = rowsOf(page, 'Leaderboard: Dodonpachi — CARAVAN')
    await empty.filter({ hasText: 'No approved runs for this game and mode yet.' }).waitFor()
    await page.context().close()
  })

  it("seeds Season 1 from Season 0's final places", async () => {
    const page = await openPage(suite, '/events/season1')
    await page.getByRole('heading', { name: 'Season 1', level: 2 }).waitFor()
    await page
      .getByText('Seeds for this season come from the final leaderboard of Prologue — Season 0.')
      .waitFor()
    const seeds = rowsOf(page, 'Seeding: Gradius II — HI-SCORE')
    await seeds.nth(12).waitFor()
    const first = (await seeds.nth(0).locator('td').allInnerTexts()).map((cell) => cell.trim())
    expect(first).toEqual(['#1', '', 'Ace', '', '2,400,000'])
    expect(await seeds.nth(12).locator('td').first().innerText()).toBe('#13')
    expect(await page.getByText('Event badge').count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })

  it('says when an event does not exist', async () => {
    const page = await openPage(suite, '/events/no-such-event')
    await page.getByRole('alert').filter({ hasText: 'This event does not exist.' }).waitFor()
    await page.getByRole('link', { name: '← All events' }).click()
    await page.waitForURL('**/events')
    await page.context().close()
  })

  it('leads from the home carousel card to /events', async () => {
    const page = await openPage(suite, '/')
    await page.locator('.carousel a[data-active="true"]').click()
    await page.waitForURL('**/events')
    await page.context().close()
  })
})
