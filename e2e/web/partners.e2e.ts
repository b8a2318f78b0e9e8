/// <reference lib="dom" />
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium, launchBrowser, startStack, type Stack } from '../harness.ts'
import { openPage, seriousViolations, type WebSuite } from './web-helpers.ts'

const CONTACT = 'deals@arcade.test'

const VALID = {
  Company: 'Neon Arcade Ltd',
  Website: 'https://neon-arcade.example',
  'Country/Region': 'Japan',
  'Estimated budget': 'USD 25,000',
  Message: 'We would like to sponsor the Season 1 finals.',
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value)
  }
}

async function fillValid(page: Page, company = VALID.Company) {
  await fill(page, { ...VALID, Company: company })
  await page.getByLabel('Business type').selectOption({ label: 'Sponsorship' })
}

const errorOf = async (page: Page, label: string) => {
  const id = await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')
  return id ? page.locator(`[id="${id}"]`).textContent() : null
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit proposal' }).click()

/** Waits for the enquiry's mail to the business contact in the outbox. */
async function outboxMailAbout(dataDir: string, company: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox')
  for (let i = 0; i < 100; i++) {
    const names = await readdir(dir).catch(() => [] as string[])
    for (const name of names.filter((file) => file.endsWith('.eml'))) {
      const mail = await readFile(path.join(dir, name), 'utf8')
      if (mail.includes(company)) return mail
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no outbox mail mentions ${company}`)
}

describe.skipIf(!hasChromium)('partners page', () => {
  let suite: WebSuite
  let accepted = 0
  beforeAll(async () => {
    const [stack, browser]: [Stack, Browser] = await Promise.all([
      startStack({ BUSINESS_EMAIL: CONTACT }),
      launchBrowser(),
    ])
    suite = { stack, browser }
  })
  afterAll(async () => {
    await suite?.browser.close()
    await suite?.stack.stop()
  })

  it('shows the form, the translated business types and the info cards', async () => {
    const page = await openPage(suite, '/partners')
    await page.getByRole('heading', { name: 'BUSINESS PARTNERS', level: 1 }).waitFor()
    expect(await page.getByLabel('Business type').locator('option').allTextContents()).toEqual([
      'Select a business type',
      'Licensing',
      'Partnership',
      'Sponsorship',
    ])
    expect(
      await page
        .getByLabel('Business type')
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
    ).toEqual(['', 'licensing', 'parceria', 'patrocinio'])
    const contact = page.getByRole('region', { name: 'Direct contact' }).getByRole('link')
    expect(await contact.textContent()).toBe(CONTACT)
    const types = page.getByRole('region', { name: 'Partnership types' })
    expect(await types.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Licensing',
      'Partnership',
      'Sponsorship',
    ])
    expect(await page.getByRole('region', { name: 'Response time' }).textContent()).toContain(
      '2-3 business days',
    )
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })

  it('keeps the honeypot away from people and assistive technology', async () => {
    const page = await openPage(suite, '/partners')
    const trap = page.locator('input[name="comentario"]')
    expect(await trap.getAttribute('tabindex')).toBe('-1')
    expect(await trap.getAttribute('autocomplete')).toBe('off')
    expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true)
    const box = await trap.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(0)
    await page.context().close()
  })

  it('shows every rule with its text and clears a field error once edited', async () => {
    const page = await openPage(suite, '/partners')
    await submit(page)
    expect(await errorOf(page, 'Company')).toBe('Company name is required')
    expect(await errorOf(page, 'Website')).toBe('Website is required')
    expect(await errorOf(page, 'Country/Region')).toBe('Country/Region is required')
    expect(await errorOf(page, 'Business type')).toBe('Business type is required')
    expect(await errorOf(page, 'Estimated budget')).toBe('Estimated budget is required')
    expect(await errorOf(page, 'Message')).toBe('Message is required')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('empresa')
    expect(await seriousViolations(page)).toEqual([])

    await page.getByLabel('Company').fill('Neon')
    expect(await errorOf(page, 'Company')).toBeNull()
    expect(await errorOf(page, 'Website')).toBe('Website is required')

    await fill(page, { Website: 'neon-arcade.example', Message: '  123456789  ' })
    await submit(page)
    expect(await errorOf(page, 'Website')).toBe('Please enter a valid website URL')
    expect(await errorOf(page, 'Message')).toBe('Message must be at least 10 characters long')
    await page.context().close()
  })

  it('sends a proposal to the server, which mails the business contact, then resets', async () => {
    const page = await openPage(suite, '/partners')
    await fillValid(page, 'Neon Arcade Ltd')
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/partners', async (route) => {
      await held
      await route.continue()
    })
    await submit(page)
    const sending = page.getByRole('button', { name: 'Sending...' })
    await sending.waitFor()
    expect(await sending.isDisabled()).toBe(true)
    release()
    const toast = page.getByRole('status').filter({ hasText: 'Proposal sent successfully!' })
    expect(await toast.textContent()).toContain(
      'Proposal sent successfully! We will contact you soon.',
    )
    accepted += 1
    for (const label of ['Company', 'Website', 'Message']) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe('')
    }
    expect(await page.getByLabel('Business type').inputValue()).toBe('')
    const mail = await outboxMailAbout(suite.stack.dataDir, 'Neon Arcade Ltd')
    expect(mail).toContain(`To: ${CONTACT}`)
    expect(mail).toContain('https://neon-arcade.example')
    await page.context().close()
  })

  it('keeps the form and says so when the send fails', async () => {
    const page = await openPage(suite, '/partners')
    await fillValid(page, 'Offline Co')
    await page.route('**/api/partners', (route) => route.abort('internetdisconnected'))
    await submit(page)
    const alert = page.getByRole('alert').filter({ hasText: 'Error sending proposal' })
    expect(await alert.textContent()).toContain('Error sending proposal. Please try again.')
    expect(await page.getByLabel('Company').inputValue()).toBe('Offline Co')
    await page.getByRole('button', { name: 'Dismiss' }).click()
    expect(await alert.count()).toBe(0)
    await page.context().close()
  })

  it("shows the server's field errors next to their fields", async () => {
    const page = await openPage(suite, '/partners')
    await fillValid(page, 'Picky Co')
    await page.route('**/api/partners', (route) =>
      route.fulfill({
        status: 400,
        json: {
          code: 'BAD_REQUEST',
          message: 'Please enter a valid website URL',
          fields: { site: 'partners.validation.websiteFormat' },
        },
      }),
    )
    await submit(page)
    await page.getByRole('alert').filter({ hasText: 'Error sending proposal' }).waitFor()
    expect(await errorOf(page, 'Website')).toBe('Please enter a valid website URL')
    expect(await page.getByLabel('Company').inputValue()).toBe('Picky Co')
    await page.context().close()
  })

  it('answers the sixth proposal in the window with the rate-limit message', async () => {
    const page = await openPage(suite, '/partners')
    const body = {
      empresa: 'Burst Co',
      site: 'https://burst.example',
      paisRegiao: 'Chile',
      tipo: 'licensing',
      orcamento: '1k',
      mensagem: 'Another proposal from the same address.',
    }
    while (accepted < 5) {
      const response = await page.request.post('/api/partners', { data: body })
      expect(response.status()).toBe(202)
      accepted += 1
    }
    await fillValid(page, 'Sixth Co')
    await submit(page)
    const alert = page.getByRole('alert').filter({ hasText: 'Too many proposals' })
    expect(await alert.textContent()).toMatch(
      /Too many proposals from this address\. Please try again in/,
    )
    expect(await page.getByLabel('Company').inputValue()).toBe('Sixth Co')
    await page.context().close()
  })

  it("opens the mail client with the proposal, placeholders for what's empty", async () => {
    const page = await openPage(suite, '/partners')
    await fill(page, { Company: 'Mail & Co', Message: 'Line one\nLine two' })
    await page.getByLabel('Business type').selectOption({ label: 'Licensing' })
    const [request] = await Promise.all([
      page.waitForEvent('request', (r) => r.url().startsWith('mailto:')),
      page.getByRole('button', { name: 'send by e-mail' }).click(),
    ])
    const url = new URL(request.url())
    expect(url.pathname).toBe(CONTACT)
    expect(url.searchParams.get('subject')).toBe('Partnership Proposal')
    expect(url.searchParams.get('body')).toBe(
      [
        'Hello,',
        '',
        'I would like to propose a partnership.',
        '',
        'Company: Mail & Co',
        'Website: [website]',
        'Country/Region: [country]',
        'Business type: Licensing',
        'Estimated budget: [budget]',
        '',
        'Message:',
        'Line one',
        'Line two',
        '',
        'Best regards,',
        '[Your name]',
      ].join('\r\n'),
    )
    await page.context().close()
  })
})
