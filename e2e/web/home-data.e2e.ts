/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HomeSchema, type Home } from '@app/shared'
import { hasChromium } from '../harness.ts'
import { openPage, startWebSuite, stopWebSuite, type WebSuite } from './web-helpers.ts'

const en = (value: number) => new Intl.NumberFormat('en-US').format(value)

describe.skipIf(!hasChromium)('home page figures', () => {
  let suite: WebSuite
  let home: Home

  beforeAll(async () => {
    suite = await startWebSuite()
    home = HomeSchema.parse(await (await fetch(`${suite.stack.baseUrl}/api/home`)).json())
  })

  afterAll(() => stopWebSuite(suite))

  it('shows the demo seed: podium, most played games, best pilot per mode', async () => {
    expect(home.topPilots).toHaveLength(5)
    const page = await openPage(suite, '/', { viewport: { width: 1440, height: 900 } })
    const podium = page.locator('.podium-place')
    await expect
      .poll(() => podium.locator('.podium-name').allInnerTexts())
      .toEqual(home.topPilots.map((pilot) => pilot.name))
    expect(await podium.locator('.podium-score').allInnerTexts()).toEqual(
      home.topPilots.map((pilot) => en(pilot.xPoints)),
    )
    expect(home.topPilots[0]!.xPoints).toBeGreaterThan(0)

    const games = page.locator('.top-games li')
    expect(await games.locator('.game-title').allInnerTexts()).toEqual(
      home.topGames.map((game) => game.title),
    )
    expect(await games.locator('.game-score strong').allInnerTexts()).toEqual(
      home.topGames.map((game) => en(game.topScore ?? 0)),
    )
    expect(home.topGames.some((game) => (game.topScore ?? 0) > 0)).toBe(true)

    const modes = page.locator('.best-players li')
    expect(await modes.locator('.mode-player').allInnerTexts()).toEqual(
      home.bestPilots.map((best) => best.pilot?.name ?? 'No pilot yet'),
    )
    expect(await modes.locator('.mode-points strong').allInnerTexts()).toEqual(
      home.bestPilots.map((best) => en(best.xPoints)),
    )
    expect(await page.getByText('No pilot yet').count()).toBe(0)
    if (process.env.HOME_SHOTS) {
      await page.screenshot({ path: process.env.HOME_SHOTS, fullPage: true })
    }
    await page.context().close()
  })

  it('the carousel shows the running and upcoming events, never an empty strip', async () => {
    const page = await openPage(suite, '/')
    const cards = page.locator('.carousel .event-card')
    await expect.poll(() => cards.count()).toBe(Math.max(1, home.events.length))
    const titles = await cards.locator('.event-title').allTextContents()
    expect(titles.every((title) => title.length > 0 && !title.startsWith('events.'))).toBe(true)
    await page.context().close()
  })

  it('with no running or upcoming event, the carousel shows the latest past one', async () => {
    const page = await openPage(suite, '/')
    await page.route('**/api/home', async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, json: { ...(await response.json()), events: [] } })
    })
    const past = page.waitForResponse((r) => r.url().includes('/api/events?status=past'))
    await page.reload()
    await past
    const cards = page.locator('.carousel .event-card')
    await expect
      .poll(() => cards.locator('.event-title').allTextContents())
      .toEqual(['Prologue — Season 0'])
    expect(await cards.locator('.event-date').innerText()).toMatch(/^25\s+OCT\s+2025$/i)
    await page.context().close()
  })

  it('keeps the placeholder look when the API cannot answer', async () => {
    const page = await openPage(suite, '/', { viewport: { width: 375, height: 800 } })
    await page.route('**/api/home', (route) => route.abort())
    await page.reload()
    await page.locator('.podium-name').first().waitFor()
    expect(await page.locator('.podium-name').allInnerTexts()).toEqual(Array(5).fill('—'))
    expect(await page.locator('.podium-score').allInnerTexts()).toEqual(Array(5).fill('0'))
    expect(await page.locator('.event-title').first().textContent()).toBe('Prologue — Season 0')
    await page.context().close()
  })
})
