import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DATABASE_KINDS, build } from '../../../test/helper.ts'
import type { Database } from '../../db/client.ts'
import { notifications } from '../notifications/notifications.schema.ts'
import { rankingEntries } from '../rankings/rankings.schema.ts'
import { submissions } from '../submissions/submissions.schema.ts'
import { missionCompletions, pilotModePoints, pilotStats } from './progress.schema.ts'
import { rebuildRankingsAndProgress } from './rebuild.repository.ts'
import { recomputeForSubmission } from './recompute.ts'
import { approveRun, insertPilot } from './test-fixtures.ts'

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute))

async function board(db: Database, gameId: number, modeId: number) {
  return db
    .select({
      userId: rankingEntries.userId,
      score: rankingEntries.score,
      placement: rankingEntries.placement,
      xPoints: rankingEntries.xPoints,
    })
    .from(rankingEntries)
    .where(and(eq(rankingEntries.gameId, gameId), eq(rankingEntries.modeId, modeId)))
    .orderBy(rankingEntries.placement)
}

async function statsOf(db: Database, userId: string) {
  const [row] = await db.select().from(pilotStats).where(eq(pilotStats.userId, userId))
  return row
}

async function rankMessages(db: Database, userId: string) {
  const rows = await db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'rank')))
    .orderBy(notifications.createdAt)
  return rows.map((row) => row.message)
}

describe.each(DATABASE_KINDS)('recomputeForSubmission on %s', (kind) => {
  const ctx = build(kind)

  it('orders by best score, ties going to the earlier approval, with placement X-points', async () => {
    const db = ctx().database.db
    const late = await insertPilot(db, { nickname: 'Late' })
    const top = await insertPilot(db, { nickname: 'Top' })
    const early = await insertPilot(db, { nickname: 'Early' })
    await approveRun(db, late, { gameId: 2, modeId: 1, score: 1000, approvedAt: at(30) })
    await approveRun(db, top, { gameId: 2, modeId: 1, score: 2000, approvedAt: at(40) })
    const { result } = await approveRun(db, early, {
      gameId: 2,
      modeId: 1,
      score: 1000,
      approvedAt: at(10),
    })
    expect(result.rankAfter).toBe(2)
    expect(await board(db, 2, 1)).toEqual([
      { userId: top, score: 2000, placement: 1, xPoints: 1000 },
      { userId: early, score: 1000, placement: 2, xPoints: 800 },
      { userId: late, score: 1000, placement: 3, xPoints: 650 },
    ])
    expect((await statsOf(db, late))?.xPoints).toBe(650)
    expect(await rankMessages(db, late)).toEqual([
      'You entered the Darius Gaiden HI-SCORE ranking at 1st.',
      'Your Darius Gaiden HI-SCORE rank changed from 1st to 2nd.',
      'Your Darius Gaiden HI-SCORE rank changed from 2nd to 3rd.',
    ])
  })

  it('keeps one entry per pilot: the best approved run; rejected runs never count', async () => {
    const db = ctx().database.db
    const pilot = await insertPilot(db)
    await approveRun(db, pilot, { gameId: 3, modeId: 2, score: 500 })
    await approveRun(db, pilot, { gameId: 3, modeId: 2, score: 1500 })
    await approveRun(db, pilot, { gameId: 3, modeId: 2, score: 9000, status: 'rejected' })
    await approveRun(db, pilot, { gameId: 3, modeId: 2, score: 800 })
    expect(await board(db, 3, 2)).toEqual([
      { userId: pilot, score: 1500, placement: 1, xPoints: 1000 },
    ])
    const stats = await statsOf(db, pilot)
    expect(stats).toMatchObject({ approvedRuns: 3, xPoints: 1000 })
    const modes = await db.select().from(pilotModePoints).where(eq(pilotModePoints.userId, pilot))
    expect(modes.find((row) => row.modeId === 2)?.xPoints).toBe(1000)
    expect(modes.find((row) => row.modeId === 1)?.xPoints).toBe(0)
  })

  it('falls back or leaves the ranking when an approved run is later rejected', async () => {
    const db = ctx().database.db
    const first = await insertPilot(db)
    const second = await insertPilot(db)
    const best = await approveRun(db, first, { gameId: 4, modeId: 3, score: 5000 })
    await approveRun(db, second, { gameId: 4, modeId: 3, score: 3000 })
    await approveRun(db, first, { gameId: 4, modeId: 3, score: 1000 })
    const reject = async (id: string) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(submissions)
          .set({ status: 'rejected', approvedAt: null })
          .where(eq(submissions.id, id))
          .returning()
        return recomputeForSubmission(tx, row!)
      })
    const result = await reject(best.submission.id)
    expect(result).toMatchObject({ rankBefore: 1, rankAfter: 2 })
    expect(await board(db, 4, 3)).toEqual([
      { userId: second, score: 3000, placement: 1, xPoints: 1000 },
      { userId: first, score: 1000, placement: 2, xPoints: 800 },
    ])
    expect(await rankMessages(db, second)).toContain(
      'Your Thunder Force 4 1CC MODE rank changed from 2nd to 1st.',
    )
    const [remaining] = await db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(eq(submissions.userId, first), eq(submissions.score, 1000)))
    await reject(remaining!.id)
    expect(await board(db, 4, 3)).toEqual([
      { userId: second, score: 3000, placement: 1, xPoints: 1000 },
    ])
    expect(await statsOf(db, first)).toMatchObject({ xPoints: 0, approvedRuns: 0, xp: 0, level: 1 })
  })

  it('awards run and mission XP, and the level that XP reaches', async () => {
    const db = ctx().database.db
    const pilot = await insertPilot(db)
    // Gradius II, HI-SCORE, normal, 200,000: First Sortie (300) + Warm-Up Run (400).
    const { result } = await approveRun(db, pilot, {
      gameId: 1,
      modeId: 1,
      levelId: 2,
      score: 200_000,
    })
    expect(result).toMatchObject({ xp: 800, level: 2 })
    const missions = await db
      .select({ id: missionCompletions.missionId })
      .from(missionCompletions)
      .where(eq(missionCompletions.userId, pilot))
      .orderBy(missionCompletions.missionId)
    expect(missions.map((row) => row.id)).toEqual([1, 2])
    // A hard 1CC of 600,000 adds One Credit Wonder (700) and Iron Pilot (1100).
    const next = await approveRun(db, pilot, { gameId: 1, modeId: 3, levelId: 3, score: 600_000 })
    expect(next.result).toMatchObject({ xp: 200 + 300 + 400 + 700 + 1100, level: 3 })
  })

  it('is idempotent: a second recompute changes nothing and notifies nobody', async () => {
    const db = ctx().database.db
    const pilot = await insertPilot(db)
    const { submission } = await approveRun(db, pilot, { gameId: 5, modeId: 1, score: 42 })
    const count = async () => (await db.select().from(notifications)).length
    const before = await count()
    const again = await db.transaction((tx) => recomputeForSubmission(tx, submission))
    expect(again).toMatchObject({ rankBefore: 1, rankAfter: 1, placementsChanged: 0 })
    expect(await count()).toBe(before)
  })
})

describe.each(DATABASE_KINDS)('rebuildRankingsAndProgress on %s', (kind) => {
  const ctx = build(kind)

  /** The maintained tables, without the values only the incremental path keeps (zero rows, times). */
  async function snapshot(db: Database) {
    const entries = await db.select().from(rankingEntries)
    const stats = await db.select().from(pilotStats)
    const modes = await db.select().from(pilotModePoints)
    const missions = await db.select().from(missionCompletions)
    const sortKey = (row: object) => JSON.stringify(row)
    const sorted = <T extends object>(rows: T[]) =>
      rows.sort((a, b) => sortKey(a).localeCompare(sortKey(b)))
    return {
      entries: sorted(entries),
      stats: sorted(
        stats
          .filter((row) => row.approvedRuns > 0)
          .map(({ userId, xp, level, xPoints, approvedRuns }) => ({
            userId,
            xp,
            level,
            xPoints,
            approvedRuns,
          })),
      ),
      modes: sorted(modes.filter((row) => row.xPoints > 0)),
      missions: sorted(missions.map(({ userId, missionId }) => ({ userId, missionId }))),
    }
  }

  it('rebuilds exactly what the incremental recomputes maintained', async () => {
    const db = ctx().database.db
    const pilots = await Promise.all(Array.from({ length: 6 }, () => insertPilot(db)))
    let minute = 0
    for (const [index, pilot] of pilots.entries()) {
      for (const [gameId, modeId, levelId] of [
        [1, 1, 2],
        [1, 3, 3],
        [2, 1, 1],
        [6, 2, 2],
      ] as const) {
        const score = ((index * 7 + gameId * 3 + modeId) % 5) * 300_000 + 1000
        await approveRun(db, pilot, {
          gameId,
          modeId,
          levelId,
          score,
          approvedAt: at((minute += 1)),
        })
      }
    }
    await approveRun(db, pilots[0]!, { gameId: 2, modeId: 1, score: 10, status: 'rejected' })
    const incremental = await snapshot(db)
    expect(incremental.entries.length).toBe(24)
    await db.transaction((tx) => rebuildRankingsAndProgress(tx))
    expect(await snapshot(db)).toEqual(incremental)
  })
})
