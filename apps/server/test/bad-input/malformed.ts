import fc from 'fast-check'
import type { HTTPMethods, RouteOptions } from 'fastify'

/** One API route as declared (method and URL pattern), with the field names its schemas know. */
export interface ApiRoute {
  method: HTTPMethods
  url: string
  bodyKeys: string[]
  queryKeys: string[]
}

interface SchemaLike {
  shape?: Record<string, unknown>
  unwrap?: () => unknown
  in?: unknown
}

/** The property names of a zod object schema, through optional/nullable/pipe wrappers. */
function schemaKeys(schema: unknown): string[] {
  let current = schema as SchemaLike | undefined
  for (let depth = 0; current && !current.shape && depth < 5; depth++) {
    current = (current.unwrap?.() ?? current.in) as SchemaLike | undefined
  }
  return current?.shape ? Object.keys(current.shape) : []
}

/** Collects every `/api` route through an `onRoute` hook (HEAD twins of GET routes left out). */
export function routeCollector() {
  const routes: ApiRoute[] = []
  return {
    routes,
    onRoute(route: RouteOptions) {
      const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || !route.url.startsWith('/api')) continue
        routes.push({
          method,
          url: route.url,
          bodyKeys: schemaKeys(schema?.body),
          queryKeys: schemaKeys(schema?.querystring),
        })
      }
    },
  }
}

/** Splits `total` cases over `count` routes as evenly as possible (the first ones get the rest). */
export function spread(total: number, count: number): number[] {
  return Array.from(
    { length: count },
    (_, i) => Math.floor(total / count) + (i < total % count ? 1 : 0),
  )
}

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map(String.fromCharCode) })
const anyText = fc.string({ unit: 'binary', maxLength: 64 })
const latin1 = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map(String.fromCharCode) })

/** Path parameter values: ids of the wrong shape, traversal, encoded junk, very long text. */
export const paramValue = fc.oneof(
  fc.uuid().map(encodeURIComponent),
  anyText.filter((text) => text.length > 0).map(encodeURIComponent),
  fc.constantFrom('..', '%2e%2e%2f', '%00', '%E0%A4%A', '-1', '1e309', 'NaN', 'null', ' '),
  fc.integer({ min: 1, max: 5000 }).map((n) => 'x'.repeat(n)),
)

/** Fills the `:name` and `*` parts of a route pattern with generated values. */
export function fillPath(url: string, values: string[]): string {
  let i = 0
  return url.replace(/:[^/]+|\*/g, () => values[i++ % values.length] ?? 'x')
}

const jsonText = (value: fc.Arbitrary<unknown>) => value.map((v) => JSON.stringify(v) ?? 'null')

/** Bodies that are not JSON at all, or JSON that breaks parsers (depth, huge numbers, BOM...). */
const brokenJson = fc.oneof(
  anyText,
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[1,2,',
    '{"a":1,}',
    "{'a':1}",
    'NaN',
    '1e99999',
    '"\\ud800"',
    '\ufeff{}',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    'null',
    'true',
    '0',
  ),
  fc.integer({ min: 100, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 100, max: 5000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
)

/** JSON objects carrying the route's own field names with values of any type or size. */
const wrongTypes = (keys: string[]) =>
  keys.length === 0
    ? fc.dictionary(printable, fc.jsonValue(), { maxKeys: 6 })
    : fc.dictionary(
        fc.oneof(fc.constantFrom(...keys), printable),
        fc.oneof(
          fc.jsonValue(),
          latin1,
          fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 63, '', ' ', '0', 'null', '<script>'),
          fc.integer({ min: 1000, max: 100_000 }).map((n) => 'a'.repeat(n)),
        ),
        { maxKeys: keys.length + 2 },
      )

export interface BodyCase {
  contentType: string | null
  payload: string
}

/** A malformed body for a route: broken JSON, wrong JSON, or a body of another media type. */
export const malformedBody = (route: ApiRoute): fc.Arbitrary<BodyCase> =>
  fc.oneof(
    brokenJson.map((payload) => ({ contentType: 'application/json', payload })),
    jsonText(wrongTypes(route.bodyKeys)).map((payload) => ({
      contentType: 'application/json',
      payload,
    })),
    jsonText(fc.jsonValue()).map((payload) => ({ contentType: 'application/json', payload })),
    fc.record({
      contentType: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data',
        'multipart/form-data; boundary=xyz',
        'application/json; charset=utf-16',
        'application/octet-stream',
        'application/json; charset=latin1',
        null,
      ),
      payload: fc.oneof(anyText, jsonText(wrongTypes(route.bodyKeys))),
    }),
    anyText.map((junk) => ({
      contentType: 'multipart/form-data; boundary=xyz',
      payload: `--xyz\r\nContent-Disposition: form-data; name="${junk}"\r\n\r\n${junk}\r\n--xyz`,
    })),
  )

/** Header values of every kind: bad credentials, odd media types, junk cookies and origins. */
export const malformedHeaders = (goodToken: string): fc.Arbitrary<Record<string, string>> =>
  fc.dictionary(
    fc.oneof(
      fc.constantFrom(
        'authorization',
        'content-type',
        'accept',
        'accept-language',
        'accept-encoding',
        'cookie',
        'origin',
        'referer',
        'x-forwarded-for',
        'x-forwarded-proto',
        'x-forwarded-host',
        'range',
        'if-none-match',
        'if-modified-since',
        'last-event-id',
        'content-encoding',
        'user-agent',
      ),
      fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/),
    ),
    fc.oneof(
      printable,
      printable.map((text) => `Bearer ${text}`),
      fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Basic Zm9vOmJhcg==',
        `Bearer ${goodToken}x`,
        `Bearer ${goodToken} ${goodToken}`,
        `bearer ${goodToken.toUpperCase()}`,
        'xl_refresh=; xl_refresh=%',
        'xl_refresh=%E0%A4%A',
        `xl_refresh=${'a'.repeat(5000)}`,
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'application/json; charset=utf-32',
        '*/*;q=abc',
        'bytes=-1',
        'bytes=99999999999-',
        'gzip',
        'null',
        'http://evil.example',
        '1.2.3.4, , ,unknown',
        'zz-ZZ;q=2, *;q=-1',
      ),
      fc.integer({ min: 1000, max: 8000 }).map((n) => 'h'.repeat(n)),
    ),
    { minKeys: 1, maxKeys: 6 },
  )

const queryKey = (keys: string[]) =>
  keys.length === 0 ? printable : fc.oneof(fc.constantFrom(...keys), printable)
const queryValue = fc.oneof(
  printable.map(encodeURIComponent),
  anyText.map(encodeURIComponent),
  fc.constantFrom('', '-1', '0', '1e309', 'NaN', '%', '%zz', '%E0%A4%A', '%00', 'null', '[]'),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.integer({ min: 1000, max: 10_000 }).map((n) => '9'.repeat(n)),
)

/** A query string with the route's own keys (repeated, bracketed, empty) and random ones. */
export const malformedQuery = (route: ApiRoute): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        queryKey(route.queryKeys),
        fc.constantFrom('', '[]', '[a]', '[0][1]'),
        fc.option(queryValue),
      ),
      { minLength: 1, maxLength: 8 },
    )
    .map((pairs) =>
      pairs
        .map(([key, suffix, value]) =>
          value === null
            ? encodeURIComponent(key) + suffix
            : `${encodeURIComponent(key)}${suffix}=${value}`,
        )
        .join('&'),
    )
