import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { createUsersRepository, type Executor } from '../users/users.repository.ts'
import { passwordResetTokens, refreshTokens, type RefreshTokenRow } from './auth.schema.ts'

/** Refresh-token rows (one per issued token; see auth.schema.ts). */
export function createRefreshTokensRepository(db: Executor) {
  return {
    insert: async (row: {
      familyId: string
      userId: string
      tokenHash: string
      expiresAt: Date
    }): Promise<RefreshTokenRow | null> =>
      (await db.insert(refreshTokens).values(row).onConflictDoNothing().returning())[0] ?? null,
    findByHash: async (tokenHash: string): Promise<RefreshTokenRow | null> =>
      (await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)))[0] ??
      null,
    /** Marks a live token rotated; false when another request rotated (or revoked) it first. */
    markRotated: async (id: string, at: Date): Promise<boolean> => {
      const live = and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      )
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: at })
        .where(live)
        .returning({ id: refreshTokens.id })
      return rows.length === 1
    },
    revokeFamily: async (familyId: string, at: Date) => {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    },
    revokeUser: async (userId: string, at: Date) => {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    },
    deleteExpired: async (now: Date) => {
      await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now))
    },
  }
}
export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>

/** Password-reset tokens: single use, short-lived. */
export function createResetTokensRepository(db: Executor) {
  const usable = (tokenHash: string, now: Date) =>
    and(
      eq(passwordResetTokens.tokenHash, tokenHash),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, now),
    )
  return {
    insert: async (row: { userId: string; tokenHash: string; expiresAt: Date }) => {
      await db.insert(passwordResetTokens).values(row)
    },
    /** The user a usable token belongs to, or null. */
    findUsable: async (tokenHash: string, now: Date): Promise<string | null> =>
      (
        await db
          .select({ userId: passwordResetTokens.userId })
          .from(passwordResetTokens)
          .where(usable(tokenHash, now))
      )[0]?.userId ?? null,
    /** Uses a token up (once: a second call finds nothing); returns its user. */
    consume: async (tokenHash: string, now: Date): Promise<string | null> =>
      (
        await db
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(usable(tokenHash, now))
          .returning({ userId: passwordResetTokens.userId })
      )[0]?.userId ?? null,
    deleteExpired: async (now: Date) => {
      await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now))
    },
    /** Retires every other outstanding token of the user (after a reset). */
    consumeAllOfUser: async (userId: string, now: Date) => {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
    },
  }
}
export type ResetTokensRepository = ReturnType<typeof createResetTokensRepository>

/** Every repository the auth flows use, on the database or inside one transaction. */
export function createAuthStore(db: Database) {
  const on = (executor: Executor) => ({
    users: createUsersRepository(executor),
    refreshTokens: createRefreshTokensRepository(executor),
    resetTokens: createResetTokensRepository(executor),
  })
  return {
    ...on(db),
    transaction: <T>(work: (repos: ReturnType<typeof on>) => Promise<T>): Promise<T> =>
      db.transaction((tx) => work(on(tx))),
  }
}
export type AuthStore = ReturnType<typeof createAuthStore>
