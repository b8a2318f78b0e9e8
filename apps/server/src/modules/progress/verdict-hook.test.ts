import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DATABASE_KINDS, build } from '../../../test/helper.ts'
import { notifications } from '../notifications/notifications.schema.ts'
import { rankingEntries } from '../rankings/rankings.schema.ts'
import { createSubmissionsRepository } from '../submissions/submissions.repository.ts'
import { submissions } from '../submissions/submissions.schema.ts'
import { pilotStats } from './progress.schema.ts'
import { insertPilot } from './test-fixtures.ts'
import { rankingsVerdictHook } from './verdict-hook.ts'

describe.each(DATABASE_KINDS)(
  'rankingsVerdictHook through the verdict transaction on %s',
  (kind) => {
    const ctx = build(kind)

    it('ranks an approved run and notifies its pilot in the same transaction', async () => {
      const db = ctx().database.db
      const pilot = await insertPilot(db)
      const [row] = await db
        .insert(submissions)
        .values({
          userId: pilot,
          gameId: 10,
          modeId: 1,
          platformId: 2,
          levelId: 3,
          sourceKind: 'youtube',
          sourceUrl: 'https://youtu.be/abc',
          jobState: 'running',
          attempts: 1,
        })
        .returning()
      const verdict = {
        status: 'approved' as const,
        verdict: 'valid' as const,
        score: 7_654_320,
        message: 'ok',
        result: null,
        proofFramePath: null,
        error: null,
      }
      await createSubmissionsRepository(db).complete(row!.id, 1, verdict, [rankingsVerdictHook])
      const entries = await db.select().from(rankingEntries).where(eq(rankingEntries.userId, pilot))
      expect(entries).toMatchObject([{ gameId: 10, modeId: 1, score: 7_654_320, placement: 1 }])
      const [stats] = await db.select().from(pilotStats).where(eq(pilotStats.userId, pilot))
      expect(stats).toMatchObject({ xPoints: 1000, approvedRuns: 1, xp: 100 })
      const sent = await db.select().from(notifications).where(eq(notifications.userId, pilot))
      expect(sent.map((n) => n.kind).sort()).toEqual(['rank', 'validation'])
    })
  },
)
