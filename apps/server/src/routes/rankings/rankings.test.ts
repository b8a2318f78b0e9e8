import { describe, expect, it } from 'vitest'
import { DATABASE_KINDS, build } from '../../../test/helper.ts'
import {
  GlobalRankingPageSchema,
  HomeSchema,
  RankingPageSchema,
  type GlobalRankingPage,
  type Home,
  type RankingPage,
} from '@app/shared'
import { RELAXED_AUTH_LIMITS, signIn } from '../../modules/players/test-session.ts'
import { approveRun, insertPilot } from '../../modules/progress/test-fixtures.ts'

const at = (second: number) => new Date(Date.UTC(2026, 2, 1, 10, 0, second))

describe.each(DATABASE_KINDS)('rankings and home API on %s', (kind) => {
  const ctx = build(kind, { ...RELAXED_AUTH_LIMITS, HOME_CACHE_MS: '0' })
  const pilots: string[] = []

  const get = async <T>(url: string, headers: Record<string, string> = {}) => {
    const res = await ctx().app.inject({ method: 'GET', url, headers })
    return { status: res.statusCode, body: res.json<T>() }
  }

  it('shows the placeholder home before any approved run', async () => {
    const { status, body } = await get<Home>('/api/home')
    expect(status).toBe(200)
    expect(body.topPilots).toEqual([])
    expect(body.topGames).toEqual([])
    expect(body.bestPilots.map((best) => [best.mode, best.pilot, best.xPoints])).toEqual([
      ['HI-SCORE', null, 0],
      ['CARAVAN', null, 0],
      ['1CC MODE', null, 0],
    ])
  })

  it('pages a ranking in score order, ties to the earlier approval', async () => {
    const db = ctx().database.db
    const runs: string[] = []
    // 25 pilots on Gradius II HI-SCORE: scores 1000, 990, ...; pilots 10 and 11 tie (earlier first).
    for (let index = 0; index < 25; index += 1) {
      const id = await insertPilot(db, { nickname: `Ace ${index}`, country: 'JP' })
      pilots.push(id)
      const score = index === 11 ? 1000 - 10 * 10 : 1000 - index * 10
      const { submission } = await approveRun(db, id, {
        gameId: 1,
        modeId: 1,
        score,
        approvedAt: at(60 - index),
      })
      runs.push(submission.id)
    }
    const first = await get<RankingPage>('/api/rankings?game=1&mode=1&limit=10')
    expect(first.status).toBe(200)
    expect(first.body.total).toBe(25)
    expect(first.body.entries.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(first.body.entries[0]).toMatchObject({
      name: 'Ace 0',
      score: 1000,
      countryCode: 'JP',
      game: 'Gradius II',
      mode: 'HI-SCORE',
      ship: 'Ship 1',
      xPoints: 1000,
      avatar: null,
      // Each row links its run's verification report; a run no moderator must confirm is final.
      runId: runs[0],
      provisional: false,
    })
    const second = await get<RankingPage>('/api/rankings?game=1&mode=1&limit=10&page=2')
    // Ace 11 (approved at :49) ties Ace 10 (:50) with 900 and comes first.
    expect(
      second.body.entries.slice(0, 3).map((entry) => [entry.rank, entry.name, entry.score]),
    ).toEqual([
      [11, 'Ace 11', 900],
      [12, 'Ace 10', 900],
      [13, 'Ace 12', 880],
    ])
  })

  it("finds a pilot's page with user= and around=me", async () => {
    const found = await get<RankingPage>(`/api/rankings?game=1&mode=1&limit=10&user=${pilots[22]}`)
    expect(found.body.pilot).toEqual({ userId: pilots[22], rank: 23 })
    expect(found.body.page).toBe(3)
    expect(found.body.entries.find((entry) => entry.userId === pilots[22])?.rank).toBe(23)

    const anonymous = await get<{ code: string }>('/api/rankings?game=1&mode=1&around=me')
    expect(anonymous.status).toBe(401)
    const me = await signIn(ctx().app)
    const unranked = await get<RankingPage>(
      '/api/rankings?game=1&mode=1&around=me&page=2',
      me.headers,
    )
    expect(unranked.body.pilot).toEqual({ userId: me.userId, rank: null })
    expect(unranked.body.page).toBe(2)
    await approveRun(ctx().database.db, me.userId, { gameId: 1, modeId: 1, score: 995 })
    const ranked = await get<RankingPage>(
      '/api/rankings?game=1&mode=1&around=me&limit=1',
      me.headers,
    )
    expect(ranked.body).toMatchObject({ page: 2, pilot: { rank: 2 } })
    expect(ranked.body.entries.map((entry) => entry.userId)).toEqual([me.userId])
  })

  it('ranks pilots globally by X-points and fills the home page', async () => {
    const db = ctx().database.db
    await approveRun(db, pilots[3]!, { gameId: 11, modeId: 3, score: 123_456_789 })
    const global = await get<GlobalRankingPage>('/api/rankings/global?limit=5')
    // Ace 3 is 5th on Gradius II (460, pushed down by the signed-in pilot) plus 1st on Dodonpachi.
    expect(
      global.body.entries
        .slice(0, 2)
        .map((entry) => [entry.userId, entry.rank, entry.xPoints, entry.tier]),
    ).toEqual([
      [pilots[3], 1, 1460, 'Gold'],
      [pilots[0], 2, 1000, 'Gold'],
    ])
    expect(global.body.total).toBe(26)
    const home = await get<Home>('/api/home')
    expect(home.body.topPilots).toHaveLength(5)
    expect(
      home.body.topGames.map((game) => [game.title, game.approvedRuns, game.topScore]),
    ).toEqual([
      ['Gradius II', 26, 1000],
      ['Dodonpachi', 1, null],
    ])
    expect(home.body.bestPilots.find((best) => best.modeId === 3)).toMatchObject({
      xPoints: 1000,
      pilot: { userId: pilots[3] },
    })
  })

  it('never answers a changed board, or a changed Global X Ranking, from the page cache', async () => {
    const url = '/api/rankings?game=1&mode=1&limit=1'
    const globalUrl = '/api/rankings/global?limit=1'
    const before = await get<RankingPage>(url)
    const globalBefore = await get<GlobalRankingPage>(globalUrl)
    expect((await get<RankingPage>(url)).body).toEqual(before.body)
    expect((await get<GlobalRankingPage>(globalUrl)).body).toEqual(globalBefore.body)
    const newcomer = await insertPilot(ctx().database.db, { nickname: 'Newcomer' })
    await approveRun(ctx().database.db, newcomer, { gameId: 1, modeId: 1, score: 5000 })
    const after = await get<RankingPage>(url)
    expect(after.body.entries[0]).toMatchObject({ name: 'Newcomer', score: 5000, rank: 1 })
    expect(after.body.total).toBe(before.body.total + 1)
    const globalAfter = await get<GlobalRankingPage>(`${globalUrl}&user=${newcomer}`)
    expect(globalAfter.body.total).toBe(globalBefore.body.total + 1)
    expect(globalAfter.body.pilot?.rank).toBeGreaterThan(0)
    expect((await get<GlobalRankingPage>(globalUrl)).body.total).toBe(globalAfter.body.total)
  })

  it('sends pre-serialised pages and home figures that are exactly their response schemas', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/rankings?game=1&mode=1' })
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    const page = res.json<RankingPage>()
    expect(page.entries.length).toBeGreaterThan(0)
    expect(RankingPageSchema.parse(page)).toEqual(page)
    const home = await get<Home>('/api/home')
    expect(HomeSchema.parse(home.body)).toEqual(home.body)
    const global = await ctx().app.inject({ method: 'GET', url: '/api/rankings/global' })
    expect(global.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(GlobalRankingPageSchema.parse(global.json())).toEqual(global.json())
  })

  it('refuses bad queries with a 400 and a clear message', async () => {
    for (const [url, message] of [
      ['/api/rankings?game=99&mode=1', 'Unknown game'],
      ['/api/rankings?game=1', 'mode'],
      ['/api/rankings?game=1&mode=1&limit=1000', 'limit must be at most 100'],
      ['/api/rankings?game=1&mode=1&user=nope', 'user must be a pilot id'],
    ] as const) {
      const res = await get<{ code: string; message: string }>(url)
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('BAD_REQUEST')
      expect(res.body.message).toContain(message)
    }
  })
})
