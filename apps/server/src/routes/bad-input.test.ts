/**
 * Bad input on every API route (issue 9 item 3): routes are listed by an `onRoute` hook, so a new
 * endpoint is covered without touching this file. Each category spreads 10,000 generated cases
 * evenly over the routes it applies to; every answer must be below 500, and every 4xx must be
 * JSON with a message the UI can show.
 */
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../test/helper.ts'
import { NO_RATE_LIMITS, registerAndLogin, rows } from '../../test/auth/session.ts'
import { badAccessTokens } from '../../test/auth/bad-tokens.ts'
import {
  fillPath,
  malformedBody,
  malformedHeaders,
  malformedQuery,
  paramValue,
  routeCollector,
  spread,
  type ApiRoute,
} from '../../test/bad-input/malformed.ts'
import { createAccessTokens } from '../modules/auth/tokens.ts'

const CASES = 10_000
const PILOTS = 400
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const collector = routeCollector()
const ctx = build('pglite', { ...NO_RATE_LIMITS, UPLOAD_MAX_BYTES: '65536' }, collector)
const app = () => ctx().app

/** Fresh pilots with signed tokens, so per-pilot rate limits do not hide the handlers. */
async function pilotTokens(): Promise<string[]> {
  const created = await rows<{ id: string }>(
    app(),
    sql`insert into users (email)
        select 'fuzz-' || g || '-' || gen_random_uuid() || '@example.test'
        from generate_series(1, ${PILOTS}) g returning id`,
  )
  const tokens = createAccessTokens({
    key: app().secrets.jwtKey,
    issuer: app().env.SITE_ORIGIN,
    ttlSeconds: 3600,
  })
  return Promise.all(
    created.map(({ id }) => tokens.sign({ id, role: 'pilot', sessionId: crypto.randomUUID() })),
  )
}

function expectClearAnswer(res: LightMyRequestResponse, request: InjectOptions): void {
  const where = `${request.method} ${String(request.url)}`
  if (res.statusCode >= 500) {
    throw new Error(`${where} answered ${res.statusCode}: ${res.body.slice(0, 300)}`)
  }
  if (res.statusCode < 400) return
  const body = res.json<{ message?: unknown }>()
  if (typeof body.message !== 'string' || body.message.trim() === '') {
    throw new Error(`${where} answered ${res.statusCode} without a message: ${res.body}`)
  }
}

const address = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`)

/** What every generated request of a route starts from: a filled path, a pilot, a client. */
interface Base {
  url: string
  bearer: string
  remoteAddress: string
}

/**
 * Spreads CASES generated requests evenly over `routes`, each route through fast-check (which
 * shrinks a failure to a small request), and prints the figures: cases, seconds, statuses.
 */
async function fuzzCategory(
  label: string,
  routes: ApiRoute[],
  base: (route: ApiRoute) => fc.Arbitrary<Base>,
  request: (route: ApiRoute, base: Base) => fc.Arbitrary<InjectOptions>,
): Promise<void> {
  const counts = spread(CASES, routes.length)
  const statuses = new Map<number, number>()
  let cases = 0
  const started = performance.now()
  for (const [i, route] of routes.entries()) {
    if (counts[i] === 0) continue
    const generated = base(route).chain((values) => request(route, values))
    await fc.assert(
      fc.asyncProperty(generated, async (options) => {
        const res = await app().inject(options)
        cases += 1
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
        expectClearAnswer(res, options)
      }),
      { numRuns: counts[i], endOnFailure: false },
    )
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const seen = [...statuses.entries()].sort(([a], [b]) => a - b).map(([k, n]) => `${k}x${n}`)
  console.info(`${label}: ${cases} cases, ${routes.length} routes, ${seconds} s; ${seen.join(' ')}`)
  expect(cases).toBe(CASES)
}

describe('bad input on every API route', () => {
  let tokens: string[] = []
  const base = (route: ApiRoute) =>
    fc.record({
      url: fc
        .array(paramValue, { minLength: 1, maxLength: 3 })
        .map((values) => fillPath(route.url, values)),
      bearer: fc.nat(PILOTS - 1).map((i) => tokens[i]!),
      remoteAddress: address,
    })
  const withBody = (route: ApiRoute) => BODY_METHODS.has(route.method)

  beforeAll(async () => {
    tokens = await pilotTokens()
  })

  it('finds the routes of every area', () => {
    const urls = new Set(collector.routes.map((route) => route.url))
    for (const url of ['/api/auth/login', '/api/submissions', '/api/profiles/avatar']) {
      expect(urls).toContain(url)
    }
    expect(collector.routes.length).toBeGreaterThan(30)
  })

  it(`answers ${CASES} malformed bodies with a 4xx and a message`, async () => {
    await fuzzCategory('bodies', collector.routes.filter(withBody), base, (route, values) =>
      malformedBody(route).map((body) => ({
        method: route.method,
        url: values.url,
        payload: body.payload,
        remoteAddress: values.remoteAddress,
        headers: {
          authorization: `Bearer ${values.bearer}`,
          ...(body.contentType ? { 'content-type': body.contentType } : {}),
        },
      })),
    )
  }, 1_800_000)

  it(`answers ${CASES} malformed header sets without a 5xx`, async () => {
    await fuzzCategory('headers', collector.routes, base, (route, values) =>
      malformedHeaders(values.bearer).map((headers) => ({
        method: route.method,
        url: values.url,
        remoteAddress: values.remoteAddress,
        ...(withBody(route) ? { payload: '{}' } : {}),
        headers: { authorization: `Bearer ${values.bearer}`, ...headers },
      })),
    )
  }, 1_800_000)

  it(`answers ${CASES} malformed query strings without a 5xx`, async () => {
    await fuzzCategory('query strings', collector.routes, base, (route, values) =>
      malformedQuery(route).map((query) => ({
        method: route.method,
        url: `${values.url}?${query}`,
        remoteAddress: values.remoteAddress,
        ...(withBody(route) ? { payload: '{}' } : {}),
        headers: {
          authorization: `Bearer ${values.bearer}`,
          ...(withBody(route) ? { 'content-type': 'application/json' } : {}),
        },
      })),
    )
  }, 1_800_000)

  it('refuses forged, expired and foreign access tokens with 401 on every signed-in route', async () => {
    const { user } = await registerAndLogin(app())
    const forged = await badAccessTokens(app(), user.id)
    let guarded = 0
    for (const route of collector.routes) {
      const url = fillPath(route.url, [crypto.randomUUID()])
      const anonymous = await app().inject({ method: route.method, url })
      if (anonymous.statusCode !== 401) continue
      guarded += 1
      for (const [name, bad] of Object.entries(forged)) {
        const res = await app().inject({
          method: route.method,
          url,
          headers: { authorization: `Bearer ${bad}` },
        })
        expect(res.statusCode, `${route.method} ${route.url} with ${name}`).toBe(401)
        expect(res.json().code).toBe('UNAUTHORIZED')
      }
    }
    expect(guarded).toBeGreaterThan(10)
  })

  it('refuses JSON bodies over 1 MiB with 413 and a message on every body route', async () => {
    const oversized = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 1) })
    const routes = collector.routes.filter((route) => BODY_METHODS.has(route.method))
    for (const route of routes) {
      const res = await app().inject({
        method: route.method,
        url: fillPath(route.url, [crypto.randomUUID()]),
        payload: oversized,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
      })
      const where = `${route.method} ${route.url}`
      // A route may refuse earlier (401/404 before reading the body); never with a 5xx or 2xx.
      expect(res.statusCode, where).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, where).toBeLessThan(500)
      expect(res.json().message, where).toEqual(expect.any(String))
    }
    const login = await app().inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: oversized,
      headers: { 'content-type': 'application/json' },
    })
    expect(login.statusCode).toBe(413)
    expect(login.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) })
  })
})
