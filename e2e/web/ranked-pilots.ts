/**
 * Browser-test data for the rankings and player pages: pilots with approved runs, written into a
 * fresh data dir before the server starts (the embedded database has one owner at a time) and
 * ranked exactly as a real approval does (recomputeForSubmission).
 */
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { hash } from '@node-rs/argon2'
import type { Page } from 'playwright-core'
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts'
import { submissions, users } from '../../apps/server/src/db/schema.ts'
import { ARGON2_OPTIONS } from '../../apps/server/src/modules/auth/passwords.ts'
import { recomputeForSubmission } from '../../apps/server/src/modules/progress/recompute.ts'
import { waitForSession } from './web-helpers.ts'

export interface RankedPilot {
  nickname: string
  country: string | null
  gameId: number
  modeId: number
  score: number
  bio?: string
  photoUrl?: string
  /** Signs in with this e-mail and PILOT_PASSWORD. */
  email?: string
}

export const PILOT_PASSWORD = 'Correct-Horse-42'

async function addPilot(db: Database, pilot: RankedPilot, index: number) {
  const [user] = await db
    .insert(users)
    .values({
      email: pilot.email ?? `ranked${index}@pilots.test`,
      passwordHash: pilot.email ? await hash(PILOT_PASSWORD, ARGON2_OPTIONS) : null,
      nickname: pilot.nickname,
      country: pilot.country,
      bio: pilot.bio ?? '',
      photoUrl: pilot.photoUrl ?? null,
    })
    .returning()
  // Approved inside Season 0 (25 Oct - 31 Dec 2025), one minute apart so the order is stable.
  const approvedAt = new Date(Date.UTC(2025, 10, 2, 12, index))
  const [run] = await db
    .insert(submissions)
    .values({
      userId: user!.id,
      gameId: pilot.gameId,
      modeId: pilot.modeId,
      platformId: 2,
      levelId: 2,
      sourceKind: 'youtube',
      sourceUrl: 'https://youtu.be/ranked',
      status: 'approved',
      jobState: 'done',
      verdict: 'valid',
      score: pilot.score,
      createdAt: approvedAt,
      finishedAt: approvedAt,
      approvedAt,
    })
    .returning()
  await db.transaction((tx) => recomputeForSubmission(tx, run!))
  return user!.id
}

/** A data dir holding these pilots and their approved runs; returns the dir and the pilot ids. */
export async function prepareRankedPilots(pilots: readonly RankedPilot[]) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'xl-e2e-ranked-'))
  const database = await openDatabase({ dataDir })
  try {
    const ids: string[] = []
    for (const [index, pilot] of pilots.entries())
      ids.push(await addPilot(database.db, pilot, index))
    return { dataDir, ids }
  } finally {
    await database.close()
  }
}

/** Signs in through the login modal with an existing account. */
export async function logIn(page: Page, email: string) {
  await waitForSession(page)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(PILOT_PASSWORD)
  await dialog.getByRole('button', { name: 'Login', exact: true }).click()
  await dialog.waitFor({ state: 'detached' })
}
