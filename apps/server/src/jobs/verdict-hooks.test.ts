import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DATABASE_KINDS, build } from '../../test/helper.ts'
import { userBadges } from '../modules/events/events.schema.ts'
import { insertPilot } from '../modules/progress/test-fixtures.ts'
import { rankingEntries } from '../modules/rankings/rankings.schema.ts'
import { createSubmissionsRepository } from '../modules/submissions/submissions.repository.ts'
import { submissions } from '../modules/submissions/submissions.schema.ts'
import { verdictHooks } from './verdict-hooks.ts'

describe.each(DATABASE_KINDS)('the registered verdict hooks on %s', (kind) => {
  const ctx = build(kind)

  it('rank an approved Season 0 run and award the pioneer badge; a rejection withdraws both', async () => {
    const db = ctx().database.db
    const repo = createSubmissionsRepository(db)
    const pilot = await insertPilot(db)
    const [row] = await db
      .insert(submissions)
      .values({
        userId: pilot,
        gameId: 3,
        modeId: 1,
        platformId: 2,
        levelId: 2,
        sourceKind: 'youtube',
        sourceUrl: 'https://youtu.be/abc',
        jobState: 'running',
        attempts: 1,
        createdAt: new Date('2025-11-02T12:00:00Z'),
      })
      .returning()
    const verdict = {
      verdict: 'valid' as const,
      score: 123_450,
      message: 'ok',
      result: null,
      proofFramePath: null,
      error: null,
    }
    await repo.complete(row!.id, 1, { ...verdict, status: 'approved' }, verdictHooks)
    const ranked = await db.select().from(rankingEntries).where(eq(rankingEntries.userId, pilot))
    expect(ranked).toMatchObject([{ gameId: 3, modeId: 1, score: 123_450 }])
    const badges = await db.select().from(userBadges).where(eq(userBadges.userId, pilot))
    expect(badges.map((badge) => badge.badgeCode)).toEqual(['pioneer'])

    await db
      .update(submissions)
      .set({ jobState: 'running', attempts: 2 })
      .where(eq(submissions.id, row!.id))
    await repo.complete(
      row!.id,
      2,
      { ...verdict, status: 'rejected', verdict: 'invalid' },
      verdictHooks,
    )
    expect(await db.select().from(rankingEntries).where(eq(rankingEntries.userId, pilot))).toEqual(
      [],
    )
    expect(await db.select().from(userBadges).where(eq(userBadges.userId, pilot))).toEqual([])
  })
})
