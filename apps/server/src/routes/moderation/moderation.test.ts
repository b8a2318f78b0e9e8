import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type {
  FramesAround,
  ModerationQueue,
  Notification,
  NotificationList,
  PilotRunList,
  RankingPage,
  RunReport,
} from '@app/shared'
import { DATABASE_KINDS, build } from '../../../test/helper.ts'
import { runAdmin } from '../../admin.ts'
import { finishRun } from '../../modules/moderation/test-fixtures.ts'
import { RELAXED_AUTH_LIMITS, signIn } from '../../modules/players/test-session.ts'
import { pilotStats } from '../../modules/progress/progress.schema.ts'
import { users } from '../../modules/users/users.schema.ts'

describe.each(DATABASE_KINDS)('moderation API on %s', (kind) => {
  const ctx = build(kind, RELAXED_AUTH_LIMITS)
  const db = () => ctx().database.db
  type Headers = Record<string, string>
  const call = async <T>(
    method: 'GET' | 'POST',
    url: string,
    headers: Headers = {},
    payload?: object,
  ) => {
    const res = await ctx().app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
    return { status: res.statusCode, body: res.json<T>() }
  }
  const report = (id: string, headers: Headers = {}) =>
    call<RunReport>('GET', `/api/runs/${id}`, headers)
  const decide = (id: string, headers: Headers, body: object) =>
    call<RunReport>('POST', `/api/moderation/runs/${id}/decision`, headers, body)
  const board = async (gameId: number, modeId: number) =>
    (
      await call<RankingPage>('GET', `/api/rankings?game=${gameId}&mode=${modeId}`)
    ).body.entries.map((entry) => [entry.userId, entry.score])
  const notifications = async (headers: Headers) =>
    (await call<NotificationList>('GET', '/api/notifications', headers)).body.notifications

  /** A signed-in moderator, granted with the admin command. */
  async function moderator() {
    const session = await signIn(ctx().app)
    expect(await runAdmin(db(), ['grant-moderator', session.email.toUpperCase()])).toMatchObject({
      code: 0,
    })
    return session
  }

  it('grants and revokes the moderator role with the admin command; /api/me tells it', async () => {
    const pilot = await signIn(ctx().app)
    const me = async () => (await call<{ role: string }>('GET', '/api/me', pilot.headers)).body.role
    expect(await me()).toBe('pilot')
    expect(await runAdmin(db(), ['grant-moderator', pilot.email])).toEqual({
      code: 0,
      message: `${pilot.email} is now a moderator.`,
    })
    expect(await me()).toBe('moderator')
    expect((await call('GET', '/api/moderation/queue', pilot.headers)).status).toBe(200)
    expect(await runAdmin(db(), ['revoke-moderator', pilot.email])).toMatchObject({ code: 0 })
    expect(await me()).toBe('pilot')
    // The database decides at once, not the role inside an older access token.
    expect((await call('GET', '/api/moderation/queue', pilot.headers)).status).toBe(403)
    expect(await runAdmin(db(), ['grant-moderator', 'nobody@nowhere.test'])).toEqual({
      code: 1,
      message: 'No account with the email nobody@nowhere.test.',
    })
    expect((await runAdmin(db(), ['promote', pilot.email])).code).toBe(2)
    expect((await runAdmin(db(), ['grant-moderator'])).code).toBe(2)
  })

  it('refuses the moderation endpoints to pilots (403) and to anonymous callers (401)', async () => {
    const pilot = await signIn(ctx().app)
    const run = await finishRun(db(), pilot.userId, { gameId: 1, modeId: 1, score: 5000 })
    const urls: ['GET' | 'POST', string][] = [
      ['GET', '/api/moderation/queue'],
      ['GET', `/api/moderation/runs/${run.id}/frames?around=10`],
      ['POST', `/api/moderation/runs/${run.id}/decision`],
    ]
    for (const [method, url] of urls) {
      const denied = await call<{ code: string; message: string }>(method, url, pilot.headers, {
        action: 'approve',
      })
      expect(denied, url).toEqual({
        status: 403,
        body: expect.objectContaining({
          code: 'FORBIDDEN',
          message: 'Only moderators can do this.',
        }),
      })
      expect((await call(method, url)).status).toBe(401)
    }
  })

  it('ranks a clean pass at once; top-3 entries and uncertain runs are queued, provisional, oldest first', async () => {
    const mod = await moderator()
    const [a, b, c, d, e] = await Promise.all([1, 2, 3, 4, 5].map(() => signIn(ctx().app)))
    const game = 2
    const first = await finishRun(db(), a!.userId, { gameId: game, modeId: 1, score: 9000 })
    const second = await finishRun(db(), b!.userId, { gameId: game, modeId: 1, score: 8000 })
    const third = await finishRun(db(), c!.userId, { gameId: game, modeId: 1, score: 7000 })
    const fourth = await finishRun(db(), d!.userId, { gameId: game, modeId: 1, score: 6000 })
    const unsure = await finishRun(db(), e!.userId, {
      gameId: game,
      modeId: 1,
      score: 100,
      verdict: 'uncertain',
    })
    const unread = await finishRun(db(), e!.userId, {
      gameId: game,
      modeId: 3,
      score: null,
      verdict: 'uncertain',
    })

    const clean = (await report(fourth.id)).body
    expect(clean).toMatchObject({ status: 'verified_auto', provisional: false, reviewReason: null })
    for (const run of [first, second, third]) {
      expect((await report(run.id)).body).toMatchObject({
        status: 'under_review',
        provisional: true,
        reviewReason: 'top3',
      })
    }
    expect((await report(unsure.id)).body).toMatchObject({
      status: 'under_review',
      provisional: true,
      reviewReason: 'uncertain',
      score: 100,
    })
    expect((await report(unread.id)).body).toMatchObject({
      status: 'under_review',
      provisional: false,
      score: null,
    })
    // Provisional runs stay ranked meanwhile; the run without a score is not.
    expect(await board(game, 1)).toEqual([
      [a!.userId, 9000],
      [b!.userId, 8000],
      [c!.userId, 7000],
      [d!.userId, 6000],
      [e!.userId, 100],
    ])
    expect(await board(game, 3)).toEqual([])

    const queue = await call<ModerationQueue>(
      'GET',
      '/api/moderation/queue?pageSize=100',
      mod.headers,
    )
    expect(queue.status).toBe(200)
    const ours = [first.id, second.id, third.id, unsure.id, unread.id]
    expect(queue.body.items.map((item) => item.id).filter((id) => ours.includes(id))).toEqual(ours)
    const queuedAt = queue.body.items.map((item) => item.queuedAt)
    expect(queuedAt).toEqual([...queuedAt].sort())
    expect(queue.body.items.find((item) => item.id === first.id)).toMatchObject({
      pilot: { id: a!.userId },
      reviewReason: 'top3',
      provisional: true,
      score: 9000,
      appealMessage: null,
    })
    const paged = await call<ModerationQueue>(
      'GET',
      '/api/moderation/queue?pageSize=2&page=2',
      mod.headers,
    )
    expect(paged.body).toMatchObject({ page: 2, pageSize: 2, total: queue.body.total })
    expect(paged.body.items.map((item) => item.id)).toEqual(
      queue.body.items.slice(2, 4).map((item) => item.id),
    )
    for (const bad of ['page=0', 'pageSize=101', 'pageSize=x']) {
      expect((await call('GET', `/api/moderation/queue?${bad}`, mod.headers)).status).toBe(400)
    }
  })

  it('logs approve, reject and correct with who/before/after/why, re-ranks and notifies the pilot', async () => {
    const mod = await moderator()
    await db().update(users).set({ nickname: 'Judge Dredd' }).where(eq(users.id, mod.userId))
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => signIn(ctx().app)))
    await db().update(users).set({ language: 'fr' }).where(eq(users.id, b!.userId))
    const game = 3
    const runA = await finishRun(db(), a!.userId, { gameId: game, modeId: 1, score: 3000 })
    const runB = await finishRun(db(), b!.userId, { gameId: game, modeId: 1, score: 2000 })
    const runC = await finishRun(db(), c!.userId, { gameId: game, modeId: 1, score: 1000 })

    const approved = await decide(runA.id, mod.headers, { action: 'approve' })
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ status: 'verified_moderator', provisional: false })
    expect(approved.body.decisions).toEqual([
      {
        id: expect.any(String),
        who: { id: mod.userId, name: 'Judge Dredd' },
        when: expect.any(String),
        action: 'approve',
        before: { status: 'under_review', score: 3000 },
        after: { status: 'verified_moderator', score: 3000 },
        reason: null,
        frame: null,
      },
    ])
    // A decided run has left the queue: a second decision is refused.
    const again = await decide(runA.id, mod.headers, { action: 'reject', reason: 'late' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ message: 'This run is not waiting for a moderator.' })

    const xpBefore = await db().select().from(pilotStats).where(eq(pilotStats.userId, b!.userId))
    expect(xpBefore[0]?.approvedRuns).toBe(1)
    const rejected = await decide(runB.id, mod.headers, {
      action: 'reject',
      reason: 'The counter is pasted over the game.',
    })
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      provisional: false,
      reason: 'Rejected by a moderator: The counter is pasted over the game.',
      canAppeal: false,
    })
    expect(rejected.body.decisions.at(-1)).toMatchObject({
      action: 'reject',
      before: { status: 'under_review', score: 2000 },
      after: { status: 'rejected', score: 2000 },
      reason: 'The counter is pasted over the game.',
    })
    expect(await board(game, 1)).toEqual([
      [a!.userId, 3000],
      [c!.userId, 1000],
    ])
    const xpAfter = await db().select().from(pilotStats).where(eq(pilotStats.userId, b!.userId))
    expect(xpAfter[0]).toMatchObject({ approvedRuns: 0, xPoints: 0 })
    const frenchNotice = (await notifications(b!.headers)).find(
      (item: Notification) => item.kind === 'moderation',
    )
    expect(frenchNotice).toMatchObject({
      title: 'Partie rejetée par un modérateur',
      message: expect.stringContaining('The counter is pasted over the game.'),
      data: expect.objectContaining({
        submissionId: runB.id,
        action: 'reject',
        status: 'rejected',
      }),
    })

    const corrected = await decide(runC.id, mod.headers, {
      action: 'correct',
      score: 4500,
      frame: 80,
      reason: 'The last bonus shows at frame 80.',
    })
    expect(corrected.body).toMatchObject({
      status: 'verified_moderator',
      score: 4500,
      readScore: 1000,
      reason:
        'Score corrected by a moderator to 4,500 (shown at frame 80): The last bonus shows at frame 80.',
    })
    expect(corrected.body.decisions.at(-1)).toMatchObject({
      action: 'correct',
      before: { status: 'under_review', score: 1000 },
      after: { status: 'verified_moderator', score: 4500 },
      frame: 80,
    })
    expect(await board(game, 1)).toEqual([
      [c!.userId, 4500],
      [a!.userId, 3000],
    ])
    expect(
      (await notifications(c!.headers)).find((item) => item.kind === 'moderation'),
    ).toMatchObject({
      title: 'Score corrected',
      message: expect.stringContaining('4,500 points'),
    })
    // The audit log is public, on the report.
    expect((await report(runC.id)).body.decisions).toHaveLength(1)
  })

  it('answers bad decision bodies and unknown runs with 4xx and a clear message', async () => {
    const mod = await moderator()
    const pilot = await signIn(ctx().app)
    const run = await finishRun(db(), pilot.userId, { gameId: 4, modeId: 1, score: 700 })
    const unread = await finishRun(db(), pilot.userId, {
      gameId: 4,
      modeId: 2,
      score: null,
      verdict: 'uncertain',
    })
    const bodies: [object, string][] = [
      [{}, "action must be 'approve', 'reject' or 'correct'"],
      [{ action: 'delete' }, "action must be 'approve', 'reject' or 'correct'"],
      [{ action: 'reject' }, 'A rejection needs a reason'],
      [{ action: 'reject', reason: '   ' }, 'A rejection needs a reason'],
      [{ action: 'correct', score: -1, frame: 3 }, 'The score cannot be negative'],
      [{ action: 'correct', frame: 3 }, 'The corrected score must be a number'],
      [{ action: 'correct', score: 10 }, 'The frame must be a frame number'],
      [{ action: 'correct', score: 10, frame: 1.5 }, 'The frame must be a frame number'],
      [{ action: 'correct', score: 10, frame: 99_999 }, 'The frame is outside the video.'],
    ]
    for (const [body, message] of bodies) {
      const res = await decide(run.id, mod.headers, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(message)
    }
    expect((await report(run.id)).body.decisions).toEqual([])
    const noScore = await decide(unread.id, mod.headers, { action: 'approve' })
    expect(noScore).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('no score') },
    })
    const missing = '00000000-0000-4000-8000-000000000000'
    expect((await decide(missing, mod.headers, { action: 'approve' })).status).toBe(404)
    expect((await decide('not-a-uuid', mod.headers, { action: 'approve' })).status).toBe(400)
    expect((await report(missing)).status).toBe(404)
    expect(
      (await call('GET', `/api/moderation/runs/${run.id}/frames?around=x`, mod.headers)).status,
    ).toBe(400)
    const noFrames = await call<FramesAround>(
      'GET',
      `/api/moderation/runs/${run.id}/frames?around=5`,
      mod.headers,
    )
    expect(noFrames).toEqual({ status: 200, body: { around: 5, frames: [] } })
  })

  it('lets the pilot appeal a rejected run once; the outcome notifies them', async () => {
    const mod = await moderator()
    const [pilot, other] = await Promise.all([signIn(ctx().app), signIn(ctx().app)])
    const cheat = await finishRun(db(), pilot.userId, {
      gameId: 5,
      modeId: 3,
      score: 12_000,
      anomalies: [{ frame: 40, kind: 'score_decrease', detail: 'score fell from 5000 to 0' }],
    })
    const appealUrl = `/api/runs/${cheat.id}/appeal`
    const appeal = (headers: Headers, payload: object) =>
      call<RunReport>('POST', appealUrl, headers, payload)
    const before = await report(cheat.id, pilot.headers)
    expect(before.body).toMatchObject({
      status: 'rejected',
      isOwner: true,
      canAppeal: true,
      appeal: null,
    })
    expect(before.body.reason).toMatch(/^1CC check failed/)
    expect((await report(cheat.id, other.headers)).body).toMatchObject({
      isOwner: false,
      canAppeal: false,
    })

    expect((await appeal(pilot.headers, { message: '' })).status).toBe(400)
    expect((await appeal(pilot.headers, {})).status).toBe(400)
    expect((await appeal(pilot.headers, { message: 'x'.repeat(1001) })).status).toBe(400)
    expect((await appeal({}, { message: 'hi' })).status).toBe(401)
    expect(await appeal(other.headers, { message: 'not mine' })).toMatchObject({
      status: 403,
      body: { message: 'Only the pilot of this run can appeal.' },
    })
    const sent = await appeal(pilot.headers, { message: 'The drop is the stage-5 score reset.' })
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({
      status: 'under_review',
      reviewReason: 'appeal',
      canAppeal: false,
      appeal: { message: 'The drop is the stage-5 score reset.', outcome: null },
    })
    const twice = await appeal(pilot.headers, { message: 'Please?' })
    expect(twice).toMatchObject({
      status: 409,
      body: { message: 'This run has already been appealed once; an appeal cannot be repeated.' },
    })
    const queue = await call<ModerationQueue>(
      'GET',
      '/api/moderation/queue?pageSize=100',
      mod.headers,
    )
    expect(queue.body.items.find((item) => item.id === cheat.id)).toMatchObject({
      reviewReason: 'appeal',
      appealMessage: 'The drop is the stage-5 score reset.',
    })
    const answered = await decide(cheat.id, mod.headers, { action: 'approve' })
    expect(answered.body).toMatchObject({
      status: 'verified_moderator',
      appeal: { outcome: 'approved' },
    })
    expect(await board(5, 3)).toEqual([[pilot.userId, 12_000]])
    expect(
      (await notifications(pilot.headers)).find((item) => item.kind === 'moderation'),
    ).toMatchObject({
      title: 'Appeal accepted',
      data: expect.objectContaining({ appeal: true, action: 'approve' }),
    })
    // Still once only after the answer; and approved runs cannot be appealed.
    expect((await appeal(pilot.headers, { message: 'again' })).status).toBe(409)
    const fine = await finishRun(db(), pilot.userId, { gameId: 5, modeId: 1, score: 10 })
    expect(
      await appeal(pilot.headers, { message: 'why not' }).then(() =>
        call('POST', `/api/runs/${fine.id}/appeal`, pilot.headers, { message: 'why not' }),
      ),
    ).toMatchObject({ status: 409, body: { message: 'Only a rejected run can be appealed.' } })
  })

  it('applies the mode checks: CARAVAN time limit, HI-SCORE curve, 1CC credit', async () => {
    const pilot = await signIn(ctx().app)
    const long = await finishRun(db(), pilot.userId, {
      gameId: 6,
      modeId: 2,
      score: 500,
      duration: 301,
    })
    expect(long).toMatchObject({ status: 'rejected', verdict: 'invalid' })
    expect(long.message).toBe(
      "CARAVAN check failed: the video lasts 5:01, longer than the mode's time limit of 5:00.",
    )
    const inTime = await finishRun(db(), pilot.userId, {
      gameId: 6,
      modeId: 2,
      score: 500,
      duration: 299,
    })
    expect(inTime.status).toBe('approved')
    const drop = { frame: 60, kind: 'score_decrease' as const, detail: 'score fell from 400 to 0' }
    const hiScore = await finishRun(db(), pilot.userId, {
      gameId: 7,
      modeId: 1,
      score: 400,
      verdict: 'uncertain',
      anomalies: [drop],
    })
    expect(hiScore).toMatchObject({ status: 'approved', verdict: 'uncertain' })
    expect(hiScore.message).toMatch(/^HI-SCORE check: the score curve drops at frame 60/)
    expect((await report(hiScore.id)).body).toMatchObject({
      provisional: true,
      reviewReason: 'uncertain',
    })
    const oneCredit = await finishRun(db(), pilot.userId, {
      gameId: 7,
      modeId: 3,
      score: 400,
      verdict: 'uncertain',
      anomalies: [drop],
    })
    expect(oneCredit).toMatchObject({ status: 'rejected', verdict: 'invalid' })
    expect(oneCredit.message).toMatch(/^1CC check failed: the score goes back down at frame 60/)
  })

  it("lists a pilot's approved runs publicly, linking to their reports", async () => {
    const pilot = await signIn(ctx().app)
    const kept = await finishRun(db(), pilot.userId, { gameId: 8, modeId: 1, score: 900 })
    await finishRun(db(), pilot.userId, { gameId: 8, modeId: 2, score: 900, duration: 999 })
    const list = await call<PilotRunList>('GET', `/api/profiles/${pilot.userId}/runs`)
    expect(list.status).toBe(200)
    expect(list.body).toMatchObject({ page: 1, pageSize: 20, total: 1 })
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: kept.id,
        score: 900,
        gameId: 8,
        status: 'under_review',
        provisional: true,
      }),
    ])
    expect((await report(list.body.items[0]!.id)).status).toBe(200)
    expect(
      (await call('GET', '/api/profiles/00000000-0000-4000-8000-000000000000/runs')).status,
    ).toBe(404)
    expect((await call('GET', `/api/profiles/${pilot.userId}/runs?pageSize=0`)).status).toBe(400)
  })
})
