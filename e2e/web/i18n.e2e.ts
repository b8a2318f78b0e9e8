/// <reference lib="dom" />
// Page callbacks run in the browser: the DOM types describe them.
import { readFileSync } from 'node:fs'
import type { BrowserContextOptions } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium, newContext } from '../harness.ts'
import { startWebSuite, stopWebSuite, type WebSuite } from './web-helpers.ts'

interface Sources {
  query?: string
  cookie?: string
  local?: string
  session?: string
  htmlTag?: string
  locale?: string
}

const japanese = JSON.parse(
  readFileSync(new URL('../../apps/web/src/locales/ja.json', import.meta.url), 'utf8'),
) as { nav: { home: string } }

describe.skipIf(!hasChromium)('language detection', () => {
  let suite: WebSuite
  beforeAll(async () => {
    suite = await startWebSuite()
  })
  afterAll(() => stopWebSuite(suite))

  /** Loads `/` with the given sources set, returns `<html lang>` and the cached language. */
  async function detect(sources: Sources) {
    const options: BrowserContextOptions = {
      locale: sources.locale ?? 'en-US',
      serviceWorkers: 'block',
    }
    const context = await newContext(suite.browser, suite.stack, options)
    if (sources.cookie) {
      await context.addCookies([
        { name: 'i18next', value: sources.cookie, url: suite.stack.baseUrl },
      ])
    }
    await context.addInitScript(
      ([local, session]) => {
        if (sessionStorage.getItem('seeded')) return
        sessionStorage.setItem('seeded', '1')
        if (local) localStorage.setItem('i18nextLng', local)
        if (session) sessionStorage.setItem('i18nextLng', session)
      },
      [sources.local, sources.session],
    )
    if (sources.htmlTag) {
      const tag = sources.htmlTag
      await context.route(/\/($|\?)/, async (route) => {
        const response = await route.fetch()
        const body = (await response.text()).replace('<html lang="en">', `<html lang="${tag}">`)
        await route.fulfill({ response, body })
      })
    }
    const page = await context.newPage()
    await page.goto(sources.query ? `/?lng=${sources.query}` : '/')
    await page.locator('nav').first().waitFor()
    const result = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      cached: localStorage.getItem('i18nextLng'),
    }))
    await context.close()
    return result
  }

  const all: Sources = {
    query: 'ja',
    cookie: 'fr',
    local: 'de',
    session: 'es',
    locale: 'ko-KR',
    htmlTag: 'zh',
  }

  it('takes the query string first', async () => {
    expect(await detect(all)).toEqual({ lang: 'ja', cached: 'ja' })
  })

  it('then the i18next cookie', async () => {
    expect(await detect({ ...all, query: undefined })).toEqual({ lang: 'fr', cached: 'fr' })
  })

  it('then localStorage i18nextLng', async () => {
    expect(await detect({ ...all, query: undefined, cookie: undefined })).toEqual({
      lang: 'de',
      cached: 'de',
    })
  })

  it('then sessionStorage', async () => {
    const sources = { ...all, query: undefined, cookie: undefined, local: undefined }
    expect(await detect(sources)).toEqual({ lang: 'es', cached: 'es' })
  })

  it('then the browser language', async () => {
    const sources = { locale: 'ko-KR', htmlTag: 'zh' }
    expect(await detect(sources)).toEqual({ lang: 'ko', cached: 'ko' })
  })

  it('then the page language tag', async () => {
    expect(await detect({ locale: 'sv-SE', htmlTag: 'zh' })).toEqual({ lang: 'zh', cached: 'zh' })
  })

  it('falls back to English', async () => {
    expect(await detect({ locale: 'sv-SE', htmlTag: 'sv' })).toEqual({ lang: 'en', cached: 'en' })
  })

  it('renders /?lng=ja in Japanese and stores i18nextLng=ja', async () => {
    const context = await newContext(suite.browser, suite.stack, { serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.goto('/?lng=ja')
    const home = page.getByRole('navigation', { name: /.+/ }).first().locator('a').first()
    expect(await home.textContent()).toBe(japanese.nav.home)
    expect(japanese.nav.home).not.toBe('Home')
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ja')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja')
    await context.close()
  })
})
