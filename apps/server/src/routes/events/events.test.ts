import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { EventLeaderboard, EventList, EventSeeding } from '@app/shared'
import { DATABASE_KINDS, build } from '../../../test/helper.ts'
import {
  awardBadgesForSubmission,
  backfillBadges,
  grantBadgesForSubmission,
} from '../../modules/events/badges.repository.ts'
import { createBadgesRepository } from '../../modules/events/badges.repository.ts'
import { createEventsRepository } from '../../modules/events/events.repository.ts'
import { events, userBadges } from '../../modules/events/events.schema.ts'
import { seedEvents } from '../../modules/events/events.seed.ts'
import { createEventsService } from '../../modules/events/events.service.ts'
import type { VerdictHook } from '../../modules/submissions/submissions.repository.ts'
import { submissions, type SubmissionRow } from '../../modules/submissions/submissions.schema.ts'
import { users } from '../../modules/users/users.schema.ts'

/** The submissions job runs verdict hooks in the verdict's transaction: ours must fit. */
const badgeHook: VerdictHook = awardBadgesForSubmission

type Run = [string, number, number, number, string, string | null, SubmissionRow['status']?]

describe.each(DATABASE_KINDS)('events API on %s', (kind) => {
  const ctx = build(kind)
  const get = (url: string) => ctx().app.inject({ method: 'GET', url })
  const ids: Record<string, string> = {}
  const runs: Record<string, SubmissionRow> = {}

  beforeAll(async () => {
    const { db } = ctx().database
    for (const name of ['ace', 'bee', 'cid', 'dee', 'eve']) {
      const [user] = await db
        .insert(users)
        .values({ email: `${name}@x.test`, nickname: name.toUpperCase(), country: 'BR' })
        .returning()
      ids[name] = user!.id
    }
    // [key, game, mode, score, submitted, approved, status]
    const table: Run[] = [
      ['ace-early', 1, 1, 1000, '2025-11-01T10:00:00Z', '2025-11-02T10:00:00Z'],
      ['ace-best', 1, 1, 1500, '2025-11-05T10:00:00Z', '2025-11-06T10:00:00Z'],
      ['ace-s1', 1, 1, 9999, '2026-01-02T10:00:00Z', '2026-01-02T11:00:00Z'],
      ['bee-tie', 1, 1, 1500, '2025-11-03T10:00:00Z', '2025-11-04T10:00:00Z'],
      ['cid-rejected', 1, 1, 2000, '2025-11-03T10:00:00Z', null, 'rejected'],
      ['cid-review', 1, 1, 500, '2025-11-03T10:00:00Z', null, 'under_review'],
      ['cid-before', 2, 3, 700, '2025-10-24T23:59:59Z', '2025-10-26T10:00:00Z'],
      ['cid-start', 2, 3, 300, '2025-10-25T00:00:00Z', '2025-10-26T10:00:00Z'],
      ['dee-last', 1, 1, 800, '2025-12-31T23:59:59.999Z', '2026-01-03T10:00:00Z'],
      ['eve-end', 1, 1, 5000, '2026-01-01T00:00:00Z', '2026-01-01T01:00:00Z'],
    ]
    for (const [key, gameId, modeId, score, created, approved, status] of table) {
      const [row] = await db
        .insert(submissions)
        .values({
          userId: ids[key.split('-')[0]!]!,
          gameId,
          modeId,
          platformId: 1,
          levelId: 2,
          sourceKind: 'youtube',
          sourceUrl: 'https://youtu.be/abc',
          status: status ?? 'approved',
          score,
          createdAt: new Date(created),
          approvedAt: approved ? new Date(approved) : null,
        })
        .returning()
      runs[key] = row!
    }
  })

  it('seeds Season 0 and Season 1 at start, with statuses by the server clock', async () => {
    const res = await get('/api/events')
    expect(res.statusCode).toBe(200)
    const body = res.json<EventList>()
    expect(body.events.map((e) => [e.id, e.startsAt, e.endsAt])).toEqual([
      ['season0', '2025-10-25T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
      ['season1', '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ])
    const now = Date.parse(body.now)
    for (const event of body.events) {
      const expected =
        now < Date.parse(event.startsAt)
          ? 'upcoming'
          : now < Date.parse(event.endsAt)
            ? 'running'
            : 'past'
      expect(event.status).toBe(expected)
    }
    const filtered = await get(`/api/events?status=${body.events[0]!.status}`)
    expect(filtered.json<EventList>().events.map((e) => e.id)).toContain('season0')
    expect((await get('/api/events?status=later')).statusCode).toBe(400)
  })

  it('classifies upcoming, running and past events at a given instant', async () => {
    const service = createEventsService({
      repo: createEventsRepository(ctx().database.db),
      badgesRepo: createBadgesRepository(ctx().database.db),
      now: () => new Date('2026-01-01T00:00:00Z'),
    })
    const at = async (status?: 'upcoming' | 'running' | 'past') =>
      (await service.list(status)).events.map((e) => `${e.id}:${e.status}`)
    expect(await at()).toEqual(['season0:past', 'season1:running'])
    expect(await at('running')).toEqual(['season1:running'])
    expect(await at('upcoming')).toEqual([])
  })

  it('describes one event: texts as translation keys, window, badge and card', async () => {
    const res = await get('/api/events/season0')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: 'season0',
      title: 'events.season0.title',
      description: 'events.season0.description',
      rules: 'events.season0.rules',
      gameId: null,
      badge: { code: 'pioneer', name: 'badges.pioneer.name' },
      seedingFrom: null,
      card: { day: 25, month: 10, year: 2025, showDay: true, title: 'events.season0.card.title' },
    })
    expect((await get('/api/events/season1')).json()).toMatchObject({
      seedingFrom: 'season0',
      badge: null,
      card: { year: 2026, showDay: false, showMonth: false, showYear: true },
    })
    const missing = await get('/api/events/season9')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: "Event 'season9' not found" })
    expect((await get('/api/events/Season%200')).statusCode).toBe(400)
  })

  it('ranks the best approved run per pilot submitted inside the window', async () => {
    const res = await get('/api/events/season0/leaderboard')
    expect(res.statusCode).toBe(200)
    const { boards } = res.json<EventLeaderboard>()
    const summary = boards.map((b) => [
      b.gameId,
      b.modeId,
      b.entries.map((e) => `${e.rank}:${e.name}:${e.score}`),
    ])
    expect(summary).toEqual([
      [1, 1, ['1:BEE:1500', '2:ACE:1500', '3:DEE:800']],
      [2, 3, ['1:CID:300']],
    ])
    const ace = boards[0]!.entries[1]!
    expect(ace).toMatchObject({
      userId: ids.ace,
      countryCode: 'BR',
      submissionId: runs['ace-best']!.id,
      submittedAt: '2025-11-05T10:00:00.000Z',
      approvedAt: '2025-11-06T10:00:00.000Z',
    })
  })

  it('filters the leaderboard by game and mode and rejects unknown codes', async () => {
    const only = await get('/api/events/season0/leaderboard?game=2&mode=3')
    expect(only.json<EventLeaderboard>().boards.map((b) => b.gameId)).toEqual([2])
    const none = await get('/api/events/season0/leaderboard?game=2&mode=1')
    expect(none.json()).toEqual({ eventId: 'season0', boards: [] })
    const season1 = await get('/api/events/season1/leaderboard?game=1&mode=')
    expect(season1.json<EventLeaderboard>().boards[0]!.entries.map((e) => e.score)).toEqual([
      9999, 5000,
    ])
    for (const query of ['game=17', 'game=abc', 'mode=4', 'game=1.5']) {
      const bad = await get(`/api/events/season0/leaderboard?${query}`)
      expect(bad.statusCode).toBe(400)
      expect(bad.json<{ message: string }>().message).toMatch(/(game|mode) must be/)
    }
    expect((await get('/api/events/nope/leaderboard')).statusCode).toBe(404)
  })

  it('seeds Season 1 from the Season 0 ranks', async () => {
    const res = await get('/api/events/season1/seeding')
    expect(res.statusCode).toBe(200)
    const body = res.json<EventSeeding>()
    expect(body.sourceEventId).toBe('season0')
    expect(
      body.boards.map((b) => [b.gameId, b.modeId, b.seeds.map((s) => `${s.seed}:${s.name}`)]),
    ).toEqual([
      [1, 1, ['1:BEE', '2:ACE', '3:DEE']],
      [2, 3, ['1:CID']],
    ])
    expect((await get('/api/events/season0/seeding')).json()).toEqual({
      eventId: 'season0',
      sourceEventId: null,
      boards: [],
    })
  })

  it('awards the pioneer badge once, only for runs submitted in Season 0', async () => {
    const { db } = ctx().database
    const award = (key: string) => db.transaction((tx) => grantBadgesForSubmission(tx, runs[key]!))
    expect(await award('ace-best')).toEqual(['pioneer'])
    expect(await award('ace-early')).toEqual([])
    expect(await award('ace-s1')).toEqual([])
    expect(await award('cid-rejected')).toEqual([])
    expect(await award('cid-before')).toEqual([])
    expect(await award('eve-end')).toEqual([])
    // Through the verdict hook, in the approving transaction (the backfill then finds 2, not 3).
    await db.transaction((tx) => badgeHook(tx, runs['bee-tie']!))
    const res = await get(`/api/badges?user=${ids.ace}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      userId: ids.ace,
      badges: [
        {
          code: 'pioneer',
          name: 'badges.pioneer.name',
          description: 'badges.pioneer.description',
          eventId: 'season0',
          awardedAt: '2025-11-06T10:00:00.000Z',
        },
      ],
    })
  })

  it('backfills badges at start and keeps the seed idempotent', async () => {
    const { db } = ctx().database
    await db.update(events).set({ titleKey: 'tampered' }).where(eq(events.id, 'season0'))
    expect(await seedEvents(db)).toEqual({ awarded: 2 })
    expect(await seedEvents(db)).toEqual({ awarded: 0 })
    expect(await backfillBadges(db)).toBe(0)
    expect((await db.select().from(events)).map((e) => e.titleKey).sort()).toEqual([
      'events.season0.title',
      'events.season1.title',
    ])
    const badgeCount = async (name: string) =>
      (await get(`/api/badges?user=${ids[name]}`)).json<{ badges: unknown[] }>().badges.length
    expect(await badgeCount('bee')).toBe(1)
    expect(await badgeCount('cid')).toBe(1)
    expect(await badgeCount('dee')).toBe(1)
    expect(await badgeCount('eve')).toBe(0)
  })

  it('answers badge queries for unknown or malformed pilots with 404 and 400', async () => {
    const unknown = await get('/api/badges?user=00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'Pilot not found' })
    const bad = await get('/api/badges?user=ace')
    expect(bad.statusCode).toBe(400)
    expect(bad.json<{ message: string }>().message).toContain('user must be a pilot id')
    expect((await get('/api/badges')).statusCode).toBe(400)
  })

  it('moves or withdraws a badge when the run that earned it is no longer approved', async () => {
    const { db } = ctx().database
    const reject = async (key: string) => {
      const [row] = await db
        .update(submissions)
        .set({ status: 'rejected', approvedAt: null })
        .where(eq(submissions.id, runs[key]!.id))
        .returning()
      await db.transaction((tx) => badgeHook(tx, row!))
    }
    const held = () => db.select().from(userBadges).where(eq(userBadges.userId, ids.ace!))
    expect((await held()).map((b) => b.submissionId)).toEqual([runs['ace-best']!.id])
    await reject('ace-best')
    expect((await held()).map((b) => b.submissionId)).toEqual([runs['ace-early']!.id])
    await reject('ace-early')
    expect(await held()).toEqual([])
    expect((await get(`/api/badges?user=${ids.ace}`)).json()).toEqual({
      userId: ids.ace,
      badges: [],
    })
  })
})
