import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { submissions, users } from '../../db/schema.ts'
import { build, DATABASE_KINDS } from '../../../test/helper.ts'
import { createSubmissionsRepository, type VerdictUpdate } from './submissions.repository.ts'

const approved: VerdictUpdate = {
  status: 'approved',
  verdict: 'valid',
  score: 1234,
  message: 'ok',
  result: null,
  proofFramePath: null,
  error: null,
}

describe.each(DATABASE_KINDS)('submissions repository on %s', (kind) => {
  const ctx = build(kind)
  const setup = async () => {
    const { db } = ctx().database
    const [user] = await db
      .insert(users)
      .values({ email: `${randomUUID()}@example.test` })
      .returning()
    const repo = createSubmissionsRepository(db)
    const values = {
      userId: user!.id,
      gameId: 1,
      modeId: 1,
      platformId: 1,
      levelId: 1,
      sourceKind: 'youtube' as const,
      sourceUrl: 'https://youtu.be/x',
    }
    return { db, repo, user: user!, values }
  }

  it('fences a superseded attempt: only the latest claim may store a verdict', async () => {
    const { repo, values } = await setup()
    const row = (await repo.insertWithinLimit(values, 3))!
    const first = (await repo.claim(row.id))!
    const second = (await repo.claim(row.id))!
    expect([first.attempts, second.attempts]).toEqual([1, 2])
    expect(await repo.complete(row.id, 1, approved, [])).toBeNull()
    const saved = await repo.complete(row.id, 2, approved, [])
    expect(saved).toMatchObject({ status: 'approved', jobState: 'done', score: 1234 })
    expect(saved?.approvedAt).toBeInstanceOf(Date)
    expect(await repo.claim(row.id)).toBeNull()
  })

  it('runs verdict hooks in the same transaction: they see the verdict, and roll it back on error', async () => {
    const { db, repo, user, values } = await setup()
    const row = (await repo.insertWithinLimit(values, 3))!
    await repo.claim(row.id)
    const failing = async () => {
      throw new Error('rankings failed')
    }
    await expect(repo.complete(row.id, 1, approved, [failing])).rejects.toThrow('rankings failed')
    expect(await repo.findById(row.id)).toMatchObject({
      status: 'under_review',
      jobState: 'running',
    })
    const seen: string[] = []
    const hook = async (
      tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
      saved: { id: string },
    ) => {
      const [inside] = await tx.select().from(submissions).where(eq(submissions.id, saved.id))
      seen.push(inside!.status)
      await tx.update(users).set({ bio: 'ranked' }).where(eq(users.id, user.id))
    }
    await repo.complete(row.id, 1, approved, [hook])
    expect(seen).toEqual(['approved'])
    const [after] = await db.select().from(users).where(eq(users.id, user.id))
    expect(after?.bio).toBe('ranked')
  })

  it('never lets concurrent requests exceed the per-pilot limit', async () => {
    const { repo, values } = await setup()
    const results = await Promise.all(
      Array.from({ length: 6 }, () => repo.insertWithinLimit(values, 3)),
    )
    expect(results.filter(Boolean)).toHaveLength(3)
  })
})
