import { describe, expect, it } from 'vitest'
import { DATABASE_KINDS, build } from '../../test/helper.ts'

describe.each(DATABASE_KINDS)('GET /api/health on %s', (kind) => {
  const ctx = build(kind)

  it('answers ok after the migrations ran', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: kind })
  })

  it('answers unknown API routes with a JSON 404, not the web app', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/does-not-exist' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' })
  })
})
