import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { AuthMessages } from '@app/shared'
import { unauthorized } from '../../lib/errors.ts'
import type { UserRow } from '../users/users.schema.ts'
import type { AuthStore } from './auth.repository.ts'
import type { RefreshTokenRow } from './auth.schema.ts'
import { hashToken, randomToken, type AccessTokens } from './tokens.ts'

/** A signed-in session: what the routes put in the body (access token, user) and the cookie. */
export interface IssuedSession {
  accessToken: string
  refreshToken: string
  refreshExpiresAt: Date
  user: UserRow
}

export interface SessionServiceDeps {
  store: AuthStore
  accessTokens: AccessTokens
  deriveSuccessor: (token: string) => string
  log: FastifyBaseLogger
  refreshTtlMs: number
  /** How long a rotated token still answers with its successor (two tabs refreshing at once). */
  graceMs: number
  now?: () => Date
}

// A grace answer follows at most this many rotations (each within the grace window).
const MAX_HOPS = 5

export function createSessionService(deps: SessionServiceDeps) {
  const { store, accessTokens, deriveSuccessor, log } = deps
  const now = deps.now ?? (() => new Date())
  const expired = () => unauthorized(AuthMessages.sessionExpired)

  async function answer(row: RefreshTokenRow, token: string): Promise<IssuedSession> {
    const user = await store.users.findById(row.userId)
    if (!user) throw expired()
    const accessToken = await accessTokens.sign({
      id: user.id,
      role: user.role,
      sessionId: row.familyId,
    })
    return { accessToken, refreshToken: token, refreshExpiresAt: row.expiresAt, user }
  }

  /** The live-or-rotated row of a token; 401 when unknown, revoked or expired. */
  async function load(token: string): Promise<RefreshTokenRow> {
    const row = await store.refreshTokens.findByHash(hashToken(token))
    if (!row || row.revokedAt || row.expiresAt <= now()) throw expired()
    return row
  }

  /** Rotates a live token; null when a concurrent request rotated it first. */
  async function rotate(row: RefreshTokenRow, token: string): Promise<IssuedSession | null> {
    const successor = deriveSuccessor(token)
    const created = await store.transaction(async (repos) => {
      if (!(await repos.refreshTokens.markRotated(row.id, now()))) return null
      return repos.refreshTokens.insert({
        familyId: row.familyId,
        userId: row.userId,
        tokenHash: hashToken(successor),
        expiresAt: new Date(now().getTime() + deps.refreshTtlMs),
      })
    })
    return created ? answer(created, successor) : null
  }

  return {
    /** Starts a new token family for a user who just proved who they are. */
    async start(user: UserRow): Promise<IssuedSession> {
      const token = randomToken()
      await store.refreshTokens.deleteExpired(now())
      const row = await store.refreshTokens.insert({
        familyId: randomUUID(),
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now().getTime() + deps.refreshTtlMs),
      })
      if (!row) throw new Error('refresh token collision')
      return answer(row, token)
    },

    /**
     * Exchanges a refresh token for a new session. A live token is rotated. A rotated one, within
     * the grace window, answers with its (derived, hence reproducible) successor; later, it is a
     * replay: the whole family is revoked.
     */
    async refresh(token: string): Promise<IssuedSession> {
      let row = await load(token)
      if (!row.rotatedAt) {
        const rotated = await rotate(row, token)
        if (rotated) return rotated
        row = await load(token)
      }
      for (let hops = 0; hops < MAX_HOPS; hops += 1) {
        if (!row.rotatedAt) return answer(row, token)
        if (now().getTime() - row.rotatedAt.getTime() > deps.graceMs) {
          await store.refreshTokens.revokeFamily(row.familyId, now())
          log.warn({ familyId: row.familyId, userId: row.userId }, 'refresh token replayed')
          throw expired()
        }
        token = deriveSuccessor(token)
        row = await load(token)
      }
      throw expired()
    },

    /** Ends the login the token belongs to (its whole family); unknown tokens are ignored. */
    async logout(token: string | undefined): Promise<void> {
      if (!token) return
      const row = await store.refreshTokens.findByHash(hashToken(token))
      if (row) await store.refreshTokens.revokeFamily(row.familyId, now())
    },
  }
}
export type SessionService = ReturnType<typeof createSessionService>
