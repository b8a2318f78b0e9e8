import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { RankingPage } from '@app/shared'
import { DATABASE_KINDS, build } from '../../../test/helper.ts'
import { notifications } from '../notifications/notifications.schema.ts'
import { rankingEntries } from '../rankings/rankings.schema.ts'
import { submissions } from '../submissions/submissions.schema.ts'
import { users } from '../users/users.schema.ts'
import { RANKING_SAMPLE, SCORE_RANGES } from './demo-data.ts'
import { seedDemo, seedDemoOnStart } from './demo-seed.ts'

describe('demo sample data', () => {
  it('has 55 ranking entries over all 16 games with two-letter nationalities and in-range scores', () => {
    expect(RANKING_SAMPLE).toHaveLength(55)
    expect(new Set(RANKING_SAMPLE.map((pilot) => pilot.runs[0]!.gameId)).size).toBe(16)
    expect(new Set(RANKING_SAMPLE.map((pilot) => pilot.nickname)).size).toBe(55)
    for (const pilot of RANKING_SAMPLE) {
      expect(pilot.country).toMatch(/^[A-Z]{2}$/)
      const { gameId, score } = pilot.runs[0]!
      const [low, high] = SCORE_RANGES[gameId]!
      expect(score).toBeGreaterThanOrEqual(low)
      expect(score).toBeLessThanOrEqual(high)
    }
  })
})

describe.each(DATABASE_KINDS)('seedDemo on %s', (kind) => {
  const ctx = build(kind)

  it('loads demo pilots with approved runs into the rankings, once', async () => {
    const { app, database } = ctx()
    const first = await seedDemo(database.db)
    expect(first).toEqual({ seeded: true, pilots: 56, runs: 61 })
    expect(await seedDemo(database.db)).toEqual({ seeded: false, pilots: 0, runs: 0 })

    const count = async (table: typeof users | typeof submissions | typeof rankingEntries) =>
      (await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0]!.n
    expect(await count(users)).toBe(56)
    expect(await count(submissions)).toBe(61)
    expect(await count(rankingEntries)).toBe(58)
    const demoUsers = await database.db.select().from(users).where(eq(users.isDemo, true))
    expect(demoUsers.every((user) => user.passwordHash === null)).toBe(true)
    const nonDemoRuns = await database.db
      .select()
      .from(submissions)
      .where(eq(submissions.isDemo, false))
    expect(nonDemoRuns).toEqual([])

    const page = (
      await app.inject({ method: 'GET', url: '/api/rankings?game=11&mode=3' })
    ).json<RankingPage>()
    expect(page.entries[0]).toMatchObject({
      name: 'Pilot X',
      score: 412_000_000,
      countryCode: 'BR',
    })
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'pilot-x@demo.xlevel.invalid', password: 'anything-at-all' },
    })
    expect(login.statusCode).toBe(401)
    const rankNews = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'rank'))
    expect(rankNews.length).toBeGreaterThan(0)
  })

  it('seeds at start by default only on the embedded database; SEED_DEMO decides otherwise', async () => {
    const { database } = ctx()
    const log = { info: () => undefined }
    expect(await seedDemoOnStart(database, { seedDemo: false }, log)).toBeNull()
    const byDefault = await seedDemoOnStart(database, { seedDemo: undefined }, log)
    expect(byDefault === null).toBe(kind === 'postgres')
  })
})
