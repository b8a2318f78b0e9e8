import { describe, expect, it } from 'vitest'
import type { NotificationList, PlayerList } from '@app/shared'
import { DATABASE_KINDS, build } from '../../../test/helper.ts'
import { notifications } from '../../modules/notifications/notifications.schema.ts'
import { notifyValidation } from '../../modules/notifications/notifications.service.ts'
import { RELAXED_AUTH_LIMITS, signIn } from '../../modules/players/test-session.ts'
import { approveRun, insertPilot } from '../../modules/progress/test-fixtures.ts'

describe.each(DATABASE_KINDS)('notifications and players API on %s', (kind) => {
  const ctx = build(kind, RELAXED_AUTH_LIMITS)

  it('lists validation and rank notifications with the unread count, and marks them read', async () => {
    const { app, database } = ctx()
    const me = await signIn(app)
    const other = await signIn(app)
    const rival = await insertPilot(database.db, { nickname: 'Rival' })
    const { submission } = await approveRun(database.db, me.userId, {
      gameId: 9,
      modeId: 2,
      score: 700,
    })
    await database.db.transaction((tx) => notifyValidation(tx, submission))
    await approveRun(database.db, rival, { gameId: 9, modeId: 2, score: 900 })

    const list = async (headers = me.headers, query = '') =>
      (
        await app.inject({ method: 'GET', url: `/api/notifications${query}`, headers })
      ).json<NotificationList>()
    const mine = await list()
    expect(mine.unread).toBe(3)
    expect(mine.notifications.map((n) => [n.kind, n.message])).toEqual([
      ['rank', 'Your Raiden 2 CARAVAN rank changed from 1st to 2nd.'],
      ['validation', 'Your Raiden 2 CARAVAN run was approved with 700 points.'],
      ['rank', 'You entered the Raiden 2 CARAVAN ranking at 1st.'],
    ])
    const paged = await list(me.headers, `?limit=1&before=${mine.notifications[0]!.id}`)
    expect(paged.notifications.map((n) => n.id)).toEqual([mine.notifications[1]!.id])

    const id = mine.notifications[0]!.id
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/notifications/${id}/read`,
      headers: other.headers,
    })
    expect(foreign.statusCode).toBe(404)
    const read = await app.inject({
      method: 'POST',
      url: `/api/notifications/${id}/read`,
      headers: me.headers,
    })
    expect(read.json()).toEqual({ unread: 2 })
    expect((await list()).notifications[0]!.read).toBe(true)
    const all = await app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: me.headers,
    })
    expect(all.json()).toEqual({ unread: 0 })
    expect((await list()).unread).toBe(0)
    expect((await list(other.headers)).notifications).toEqual([])

    const anonymous = await app.inject({ method: 'GET', url: '/api/notifications' })
    expect(anonymous.statusCode).toBe(401)
    const bad = await app.inject({
      method: 'POST',
      url: '/api/notifications/nope/read',
      headers: me.headers,
    })
    expect(bad.statusCode).toBe(400)
  })

  it('lists notifications of one instant newest first, and pages through them', async () => {
    const { app, database } = ctx()
    const me = await signIn(app)
    // The embedded database's clock counts milliseconds: two transactions can share an instant.
    const createdAt = new Date('2026-11-24T12:00:00.000Z')
    for (const message of ['first', 'second', 'third']) {
      await database.db
        .insert(notifications)
        .values({ userId: me.userId, kind: 'event', title: 'Event', message, createdAt })
    }
    const list = async (query = '') =>
      (
        await app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: me.headers })
      ).json<NotificationList>()
    const all = await list()
    expect(all.notifications.map((n) => n.message)).toEqual(['third', 'second', 'first'])
    const next = await list(`?limit=2&before=${all.notifications[0]!.id}`)
    expect(next.notifications.map((n) => n.message)).toEqual(['second', 'first'])
  })

  it('lists players by name with search and pages, never their e-mail', async () => {
    const { app, database } = ctx()
    for (const [nickname, country] of [
      ['Zeta 100%', 'FR'],
      ['alpha_one', 'DE'],
      ['Beta', 'FR'],
    ] as const) {
      await insertPilot(database.db, {
        nickname,
        country,
        email: `${nickname.length}${country}@hidden.test`,
      })
    }
    const get = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/players${query}` })).json<PlayerList>()
    const names = (list: PlayerList) => list.players.map((player) => player.name)
    const all = await get('?limit=100')
    expect(names(all)).toEqual(['alpha_one', 'Beta', 'Rival', 'Zeta 100%'])
    expect(JSON.stringify(all)).not.toContain('hidden.test')
    expect(names(await get('?q=ETA'))).toEqual(['Beta', 'Zeta 100%'])
    expect(names(await get('?q=%25'))).toEqual(['Zeta 100%'])
    expect(names(await get('?q=a_o'))).toEqual(['alpha_one'])
    expect(names(await get('?q=fr'))).toEqual(['Beta', 'Zeta 100%'])
    const page = await get('?limit=2&page=2')
    expect([page.total, names(page)]).toEqual([4, ['Rival', 'Zeta 100%']])
    const bad = await app.inject({ method: 'GET', url: '/api/players?limit=0' })
    expect(bad.statusCode).toBe(400)
  })
})
