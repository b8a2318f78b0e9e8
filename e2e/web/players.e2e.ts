/// <reference lib="dom" />
import { rm } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GlobalRankingPageSchema, PlayerListSchema, PublicProfileSchema } from '@app/shared'
import { hasChromium, launchBrowser, startStack } from '../harness.ts'
import { logIn, prepareRankedPilots, type RankedPilot } from './ranked-pilots.ts'
import { openPage, seriousViolations, type WebSuite } from './web-helpers.ts'

const PHOTO = 'https://photos.test/zeta.png'
/** A 1x1 PNG served for PHOTO (the browser has no internet). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const ZETA = 'zeta@pilots.test'
/** Above every demo score of Ketsui: Zeta Photon is 1st of Ketsui 1CC (1000 X-points, Gold). */
const PILOTS: RankedPilot[] = [
  {
    nickname: 'Zeta Photon',
    country: 'KR',
    gameId: 15,
    modeId: 3,
    score: 999_000_000,
    bio: 'Ketsui every night.',
    photoUrl: PHOTO,
    email: ZETA,
  },
  { nickname: 'Zeta Minor', country: null, gameId: 15, modeId: 1, score: 1_000 },
]

const rows = (page: Page) => page.locator('table.global-table tbody tr')

describe.skipIf(!hasChromium)('players and Global X Ranking', () => {
  let suite: WebSuite
  let dataDir: string
  let zetaId: string
  beforeAll(async () => {
    const prepared = await prepareRankedPilots(PILOTS)
    dataDir = prepared.dataDir
    zetaId = prepared.ids[0]!
    const [stack, browser] = await Promise.all([startStack({ DATA_DIR: dataDir }), launchBrowser()])
    suite = { stack, browser }
  }, 120_000)
  afterAll(async () => {
    await suite?.browser.close()
    await suite?.stack.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('lists the Global X Ranking with tiers, levels and X-points, page by page', async () => {
    const page = await openPage(suite, '/globalxranking')
    expect(await page.locator('.top-banner-title').textContent()).toBe('GLOBAL X RANKING')
    await rows(page).nth(19).waitFor()
    const api = GlobalRankingPageSchema.parse(
      await (await page.request.get('/api/rankings/global?limit=20')).json(),
    )
    expect(await rows(page).locator('.pilot-link').allInnerTexts()).toEqual(
      api.entries.map((entry) => entry.name),
    )
    const first = api.entries[0]!
    expect((await rows(page).nth(0).locator('td').allInnerTexts()).map((c) => c.trim())).toEqual([
      '1st',
      '',
      first.name,
      first.tier.toUpperCase(),
      String(first.level),
      first.xPoints.toLocaleString('en-US'),
      '',
    ])
    expect(await rows(page).locator('td.rank-cell').nth(10).innerText()).toBe('11th')
    expect(await page.getByRole('button', { name: 'My position' }).count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])

    const pager = page.getByRole('navigation', { name: 'Pages of Global X Ranking' })
    await pager.getByRole('button', { name: 'Next →' }).click()
    await page.waitForURL(/page=2/)
    await rows(page).locator('td.rank-cell', { hasText: '21st' }).waitFor()
    expect(await pager.getByText(`Page 2 of ${Math.ceil(api.total / 20)}`).count()).toBe(1)
    await page.context().close()
  })

  it("shows a signed-in pilot's place with My position", async () => {
    const page = await openPage(suite, '/')
    await logIn(page, ZETA)
    await page.goto('/globalxranking?page=3')
    await page.getByRole('button', { name: 'My position' }).click()
    const mine = page.locator('tr.is-me')
    await mine.waitFor()
    expect(await mine.locator('.pilot-link').innerText()).toBe('Zeta Photon')
    const place = await mine.locator('td.rank-cell').innerText()
    await page.getByText(`You are ${place} in this ranking.`).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })

  it('searches the player list and pages through it', async () => {
    const page = await openPage(suite, '/players')
    expect(await page.locator('.top-banner-title').textContent()).toBe('PLAYER LIST')
    await page.getByText(/^\d+ pilots$/).waitFor()
    const total = Number((await page.getByText(/^\d+ pilots$/).innerText()).split(' ')[0])
    expect(total).toBeGreaterThan(20)
    expect(await page.locator('.player-card').count()).toBe(20)
    const pager = page.getByRole('navigation', { name: 'Player list pages' })
    expect(await pager.getByText(`Page 1 of ${Math.ceil(total / 20)}`).count()).toBe(1)
    await pager.getByRole('button', { name: 'Next →' }).click()
    await page.waitForURL(/page=2/)
    await pager.getByText('Page 2 of').waitFor()
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('searchbox', { name: 'Search pilots' }).fill('zeta')
    await page.waitForURL(/\?q=zeta$/)
    await page.getByText('2 pilots').waitFor()
    expect((await page.locator('.player-name').allInnerTexts()).sort()).toEqual([
      'Zeta Minor',
      'Zeta Photon',
    ])
    const minor = page.locator('.player-card', { hasText: 'Zeta Minor' })
    expect(await minor.getByRole('img', { name: 'Unknown' }).count()).toBe(1)
    const found = PlayerListSchema.parse(
      await (await page.request.get('/api/players?q=zeta')).json(),
    )
    const tier = found.players.find((player) => player.name === 'Zeta Minor')!.tier
    expect(await minor.locator('.tier-badge').innerText()).toBe(tier.toUpperCase())
    expect(await page.getByRole('navigation', { name: 'Player list pages' }).count()).toBe(0)

    await page.getByRole('searchbox', { name: 'Search pilots' }).fill('nobody at all')
    await page.getByText('No pilot matches this search.').waitFor()
    await page.reload()
    expect(await page.getByRole('searchbox', { name: 'Search pilots' }).inputValue()).toBe(
      'nobody at all',
    )
    await page.context().close()
  })

  it("shows a pilot's public page without their e-mail", async () => {
    const page = await openPage(suite, '/players?q=zeta')
    await page.route(PHOTO, (route) => route.fulfill({ contentType: 'image/png', body: PNG }))
    await page.getByRole('link', { name: 'Zeta Photon' }).click()
    await page.waitForURL(`**/community-profile/${zetaId}`)
    await page.getByRole('heading', { name: 'Zeta Photon', level: 2 }).waitFor()
    expect(await page.locator('.top-banner-title').textContent()).toBe('COMMUNITY PROFILE')
    const profile = PublicProfileSchema.parse(
      await (await page.request.get(`/api/profiles/${zetaId}`)).json(),
    )
    const avatar = page.getByRole('img', { name: 'Avatar of Zeta Photon' })
    expect(await avatar.getAttribute('src')).toBe(PHOTO)
    expect(await avatar.getAttribute('referrerpolicy')).toBe('no-referrer')
    await page.waitForFunction(
      () => (document.querySelector('.pilot-hero-avatar') as HTMLImageElement).naturalWidth > 0,
    )
    const main = await page.locator('main').innerText()
    expect(main).toContain('Ketsui every night.')
    expect(main).toContain(`Level ${profile.level}`)
    expect(main).not.toContain('@')
    expect(await page.getByRole('img', { name: 'South Korea' }).count()).toBe(1)
    const facts = (await page.locator('.pilot-facts dd').allInnerTexts()).map((c) => c.trim())
    expect(facts).toEqual([
      'GOLD',
      '1,000',
      `${profile.globalRank}${suffix(profile.globalRank!)}`,
      '1',
    ])
    const oneCc = page.locator('.mode-card', { hasText: '1CC MODE' })
    expect(await oneCc.locator('strong').innerText()).toBe('999,000,000')
    expect(await oneCc.innerText()).toContain('Best place: 1st · 1 game')
    await page.getByRole('heading', { name: 'Badges' }).waitFor()
    await page.getByText('Pioneer', { exact: true }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })

  it('says when a pilot does not exist and lists pilots at /community-profile', async () => {
    const page = await openPage(suite, '/community-profile/00000000-0000-4000-8000-000000000000')
    await page.getByRole('alert').filter({ hasText: 'This pilot does not exist.' }).waitFor()
    await page.goto('/community-profile/not-a-pilot')
    await page.getByRole('alert').filter({ hasText: 'This pilot does not exist.' }).waitFor()
    await page.getByRole('link', { name: '← All pilots' }).click()
    await page.waitForURL('**/players')
    await page.goto('/community-profile')
    expect(await page.locator('.top-banner-title').textContent()).toBe('COMMUNITY PROFILE')
    await page.locator('.player-card').first().waitFor()
    await page.context().close()
  })
})

function suffix(rank: number): string {
  if (rank % 100 >= 11 && rank % 100 <= 13) return 'th'
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[rank % 10] ?? 'th'
}
