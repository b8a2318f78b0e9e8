/// <reference lib="dom" />
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium, launchBrowser, startStack } from '../harness.ts'
import { MODERATOR, seedModerator } from './moderation-runs.ts'
import { logIn, makeDropClip, sendRun } from './pilot-runs.ts'
import {
  openPage,
  screenshotter,
  seriousViolations,
  signUpAndLogIn,
  stopWebSuite,
  waitForSession,
  type WebSuite,
} from './web-helpers.ts'

/** Set MODERATION_SHOTS=<dir> to keep PNGs of every state at 1440 and 375 px. */
const shot = screenshotter(process.env.MODERATION_SHOTS)

const viewport = { width: 1440, height: 900 }

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([])
}

describe.skipIf(!hasChromium)('verification report and moderation', () => {
  let suite: WebSuite
  let dir: string
  let pilot: Page
  let moderator: Page
  let runId: string

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'xl-moderation-e2e-'))
    const [clip, dataDir] = await Promise.all([makeDropClip(dir), seedModerator()])
    const [stack, browser] = await Promise.all([startStack({ DATA_DIR: dataDir }), launchBrowser()])
    suite = { stack, browser }
    pilot = await openPage(suite, '/', { viewport })
    await signUpAndLogIn(pilot)
    // A real upload read by the real engine: the score falls back after 2 s, so the HI-SCORE run
    // is uncertain and waits for a moderator (ranked meanwhile, provisionally).
    const run = await sendRun(pilot, clip)
    expect([run.jobState, run.verdict]).toEqual(['done', 'uncertain'])
    runId = run.id
    moderator = await openPage(suite, '/', { viewport })
    await logIn(moderator, MODERATOR.email, MODERATOR.password)
  }, 240_000)

  afterAll(async () => {
    await stopWebSuite(suite)
    await rm(dir, { recursive: true, force: true })
  })

  it('reports the run: status, proof frame, chart markers, an anomaly frame on click', async () => {
    await pilot.goto('/profile')
    await pilot.getByRole('link', { name: /Verification report of the .* run/ }).click()
    await pilot.waitForURL(`**/runs/${runId}`)
    await pilot.getByRole('heading', { name: 'Verification report' }).waitFor()
    const header = pilot.locator('.run-header')
    await expect.poll(() => header.textContent()).toContain('Under review')
    expect(await header.textContent()).toContain('Provisional')
    expect(await pilot.locator('.run-reason').textContent()).toMatch(/drops at frame \d+/)
    expect(await pilot.getByRole('img', { name: /with the score counter outlined/ }).count()).toBe(
      1,
    )
    expect(await pilot.locator('.run-frame-overlay rect').count()).toBe(1)

    const markers = pilot.getByRole('button', { name: /^Anomaly at frame \d+: score went down$/ })
    expect(await markers.count()).toBeGreaterThan(0)
    await markers.first().click()
    expect(await markers.first().getAttribute('aria-pressed')).toBe('true')
    const frame = (await markers.first().getAttribute('aria-label'))!.match(/frame (\d+)/)![1]
    const anomaly = pilot.locator('.run-anomaly')
    await anomaly
      .getByRole('img', { name: `Frame ${frame} of the video: score went down` })
      .waitFor()
    // The kept frame really loaded (a broken image would show the 'not available' text).
    await expect
      .poll(() => anomaly.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    expect(await pilot.locator('.run-hash').textContent()).toMatch(/^[0-9a-f]{64}$/)
    await expectAxeClean(pilot)
    await shot(pilot, 'run-under-review')
  })

  it('keeps /moderation for moderators: pilots are told so, visitors get the login modal', async () => {
    await pilot.goto('/moderation')
    await pilot.getByText('This page is for moderators only.').waitFor()
    await pilot.getByRole('button', { name: 'Open account menu' }).click()
    expect(await pilot.getByRole('link', { name: 'Moderation' }).count()).toBe(0)
    await pilot.keyboard.press('Escape')

    const visitor = await openPage(suite, '/moderation', { viewport })
    await visitor
      .getByRole('dialog')
      .getByRole('heading', { name: 'Sign in to your account' })
      .waitFor()
    await visitor.context().close()
  })

  it('rejects with a reason; the pilot sees it, the audit trail, and appeals once', async () => {
    await moderator.getByRole('button', { name: 'Open account menu' }).click()
    await moderator.getByRole('link', { name: 'Moderation' }).click()
    await moderator.waitForURL('**/moderation')
    await moderator.getByRole('heading', { name: 'Waiting: 1' }).waitFor()
    await moderator.getByRole('heading', { name: 'Frames around each anomaly' }).waitFor()
    await moderator.locator('.anomaly-frames-strip img').first().waitFor()
    await expectAxeClean(moderator)
    await shot(moderator, 'moderation-queue')

    const reason = 'The counter resets mid-run: this looks like two games joined together.'
    await moderator.getByRole('radio', { name: 'Reject' }).check()
    await moderator.getByRole('button', { name: 'Reject run' }).click()
    await moderator.getByText('A rejection needs a reason.').waitFor()
    await moderator.getByLabel('Reason (shown to the pilot)').fill(reason)
    await moderator.getByRole('button', { name: 'Reject run' }).click()
    const confirm = moderator.getByRole('dialog')
    await confirm.getByText(reason, { exact: false }).waitFor()
    await expectAxeClean(moderator)
    await shot(moderator, 'moderation-confirm')
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await confirm.waitFor({ state: 'detached' })
    await moderator.getByText('The queue is empty. Good work!').waitFor()

    await pilot.goto(`/runs/${runId}`)
    await waitForSession(pilot)
    await pilot.locator('.run-header').getByText('Rejected').waitFor()
    expect(await pilot.locator('.run-reason').textContent()).toContain(reason)
    const trail = pilot.locator('.run-decisions tbody tr')
    expect(await trail.count()).toBe(1)
    const cells = await trail.first().locator('td').allTextContents()
    expect(cells[1]).toBe(MODERATOR.nickname)
    expect(cells[2]).toBe('Rejected')
    expect(cells[3]).toContain('Under review')
    expect(cells[4]).toContain('Rejected')
    expect(cells[5]).toBe(reason)

    await pilot.getByRole('button', { name: 'Send appeal' }).click()
    await pilot.getByText('Write a message for the moderators.').waitFor()
    await expectAxeClean(pilot)
    await shot(pilot, 'run-rejected-appeal')
    await pilot
      .getByLabel('Your message to the moderators')
      .fill('The drop is the stage transition of Strikers 1945, the score is real.')
    await pilot.getByRole('button', { name: 'Send appeal' }).click()
    await pilot.getByText('Waiting for a moderator.').waitFor()
    expect(await pilot.getByRole('button', { name: 'Send appeal' }).count()).toBe(0)
    await pilot.reload()
    await pilot.getByText('Waiting for a moderator.').waitFor()
    expect(await pilot.getByLabel('Your message to the moderators').count()).toBe(0)
  })

  it('puts the appeal back in the queue; approving it tells the pilot the outcome', async () => {
    await moderator.reload()
    await moderator.getByRole('heading', { name: 'Waiting: 1' }).waitFor()
    await moderator.locator('.queue-item').getByText('Appeal by the pilot').waitFor()
    await moderator.getByText('The drop is the stage transition of Strikers 1945').waitFor()
    await moderator.getByRole('button', { name: 'Approve run' }).click()
    const confirm = moderator.getByRole('dialog')
    await confirm.getByText(/Approve this run with a score of/).waitFor()
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await confirm.waitFor({ state: 'detached' })
    await moderator.getByText('The queue is empty. Good work!').waitFor()

    await pilot.reload()
    await waitForSession(pilot)
    await pilot.locator('.run-header').getByText('Verified by a moderator').waitFor()
    await pilot.getByText('Appeal accepted: the run is approved.').waitFor()
    expect(await pilot.locator('.run-decisions tbody tr').count()).toBe(2)
    await expectAxeClean(pilot)
    await shot(pilot, 'run-verified-moderator')

    // The public pilot page lists the approved run and links back to its report.
    await pilot.locator('.run-pilot').click()
    const runs = pilot.getByRole('region', { name: 'Verified runs' })
    await runs.getByText('Verified by a moderator').waitFor()
    await expectAxeClean(pilot)
    await shot(pilot, 'pilot-runs')
    await runs.getByRole('link', { name: /Verification report of the .* run/ }).click()
    await pilot.waitForURL(`**/runs/${runId}`)
  })
})
