/** A pilot with runs and notifications written before the server starts, for the browser tests. */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { SubmissionSchema, type Submission } from '@app/shared'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { notifications, submissions, users } from '../../apps/server/src/db/schema.ts'
import { createPasswordHasher } from '../../apps/server/src/modules/auth/passwords.ts'
import { waitForSession } from './web-helpers.ts'

const run = promisify(execFile)

export const PILOT = { email: 'seeded.pilot@example.com', password: 'Correct-Horse-42' }

export interface SeededPilot {
  dataDir: string
  rejectedRunId: string
}

/** Notifications of the seeded pilot, newest first: two unread, one read. */
export const SEEDED_NOTIFICATIONS = [
  { title: 'Run rejected', message: 'Your Gradius II run was rejected.', read: false },
  { title: 'New rank', message: 'You are #12 on Gradius II HI-SCORE.', read: false },
  { title: 'Season 0', message: 'The prologue has started.', read: true },
]

/**
 * A data dir holding a verified pilot (PILOT) with one Rejected YouTube run on Gradius II and the
 * SEEDED_NOTIFICATIONS; pass it as DATA_DIR to startStack.
 */
export async function seedPilot(): Promise<SeededPilot> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'xl-pilot-'))
  const database = await openDatabase({ dataDir })
  try {
    const { db } = database
    const hasher = await createPasswordHasher()
    const [user] = await db
      .insert(users)
      .values({
        email: PILOT.email,
        passwordHash: await hasher.hash(PILOT.password),
        emailVerified: true,
      })
      .returning()
    const day = Date.UTC(2026, 2, 9, 20)
    const [rejected] = await db
      .insert(submissions)
      .values({
        userId: user!.id,
        gameId: 1,
        modeId: 1,
        platformId: 2,
        levelId: 3,
        sourceKind: 'youtube',
        sourceUrl: 'https://youtu.be/rejected-run',
        status: 'rejected',
        jobState: 'done',
        verdict: 'invalid',
        message: 'The video shows signs of tampering.',
        attempts: 1,
        createdAt: new Date(day),
        startedAt: new Date(day + 60_000),
        finishedAt: new Date(Date.UTC(2026, 2, 10, 8)),
      })
      .returning()
    for (const [i, item] of SEEDED_NOTIFICATIONS.entries()) {
      await db.insert(notifications).values({
        userId: user!.id,
        kind: 'validation',
        title: item.title,
        message: item.message,
        readAt: item.read ? new Date() : null,
        createdAt: new Date(Date.now() - (i + 1) * 3_600_000),
      })
    }
    return { dataDir, rejectedRunId: rejected!.id }
  } finally {
    await database.close()
  }
}

/** Signs in through the login modal. */
export async function logIn(page: Page, email: string, password: string) {
  await waitForSession(page)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Login', exact: true }).click()
  await dialog.waitFor({ state: 'detached' })
}

/** Signs the seeded pilot in through the login modal. */
export const logInSeededPilot = (page: Page) => logIn(page, PILOT.email, PILOT.password)

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf'

/** A 'SCORE' counter drawn from frame number `n` (an ffmpeg expression), shown where `enable`. */
const counter = (score: string, enable = '1') =>
  `drawtext=text='SCORE %{eif\\:${score}\\:d}':fontfile=${FONT}:fontsize=56:fontcolor=white:x=24:y=16:enable='${enable}'`

/** 4 s of black 640x360 video at 30 fps under the given drawtext filters. */
async function makeClip(file: string, filters: string[]): Promise<string> {
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-threads', '1', '-f', 'lavfi'],
    ...['-i', 'color=c=black:s=640x360:r=30:d=4'],
    ...['-vf', filters.join(',')],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
  ])
  return file
}

/** 4 s of 'SCORE 1000' rising by 10 a frame: the engine reads it and decides the run. */
export const makeScoreClip = (dir: string) =>
  makeClip(path.join(dir, 'score.mp4'), [counter('1000+n*10')])

/**
 * A rising counter that falls back after 2 s (5,590 -> 1,600): the engine marks a score decrease
 * there, and a HI-SCORE run with it waits for a moderator.
 */
export const makeDropClip = (dir: string) =>
  makeClip(path.join(dir, 'drop.mp4'), [
    counter('5000+n*10', 'lt(n,60)'),
    counter('1000+n*10', 'gte(n,60)'),
  ])

/** Bearer and Origin headers of the page's signed-in pilot (the refresh cookie is the context's). */
async function authHeaders(page: Page): Promise<Record<string, string>> {
  const origin = new URL(page.url()).origin
  const response = await page.request.post('/api/auth/refresh', { headers: { origin } })
  if (!response.ok()) throw new Error(`refresh failed: ${response.status()}`)
  const { accessToken } = (await response.json()) as { accessToken: string }
  return { authorization: `Bearer ${accessToken}`, origin }
}

/** The pilot's submission `id` as the API has it now. */
export async function readRun(page: Page, id: string): Promise<Submission> {
  const response = await page.request.get(`/api/submissions/${id}`, {
    headers: await authHeaders(page),
  })
  return SubmissionSchema.parse(await response.json())
}

/** Uploads `clip` as a Strikers 1945 HI-SCORE run and waits until its job is done. */
export async function sendRun(page: Page, clip: string): Promise<Submission> {
  const created = await page.request.post('/api/submissions', {
    headers: await authHeaders(page),
    multipart: {
      gameId: '6',
      platformId: '2',
      modeId: '1',
      levelId: '2',
      video: { name: 'score.mp4', mimeType: 'video/mp4', buffer: await readFile(clip) },
    },
  })
  if (!created.ok()) throw new Error(`upload failed: ${created.status()} ${await created.text()}`)
  const { id } = SubmissionSchema.parse(await created.json())
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    const submission = await readRun(page, id)
    if (submission.jobState === 'done' || submission.jobState === 'failed') return submission
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`submission ${id} was not done in time`)
}

/** The unread count the API reports for the page's pilot. */
export async function unreadCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/notifications', {
    headers: await authHeaders(page),
  })
  return ((await response.json()) as { unread: number }).unread
}
