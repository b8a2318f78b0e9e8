import type { FastifyInstance } from 'fastify'
import { badRequest } from '../../lib/errors.ts'

/** Whether a parsed value holds U+0000 in any string or key, walked without recursion. */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const next = pending.pop()
    if (typeof next === 'string') {
      if (next.includes('\0')) return true
    } else if (next && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\0')) return true
        pending.push(item)
      }
    }
  }
  return false
}

/**
 * PostgreSQL text cannot hold U+0000 (the query fails), so a request carrying it in its path
 * parameters, query string or JSON body is refused before any route sees it.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw badRequest('Text must not contain the NUL character (U+0000).')
    }
  })
}
