import { eq } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { users, type UserRow } from './users.schema.ts'

/** A database handle or an open transaction: repositories work on either. */
export type Executor = Database | Transaction

export type NewUser = Pick<typeof users.$inferInsert, 'email'> &
  Partial<
    Pick<
      typeof users.$inferInsert,
      'passwordHash' | 'googleSubject' | 'emailVerified' | 'language' | 'photoUrl' | 'nickname'
    >
  >
export type UserUpdate = Partial<
  Pick<typeof users.$inferInsert, 'passwordHash' | 'googleSubject' | 'emailVerified' | 'photoUrl'>
>

/** The users table as the auth flows need it. E-mails are stored lower-cased. */
export function createUsersRepository(db: Executor) {
  const first = (rows: UserRow[]) => rows[0] ?? null
  return {
    findById: async (id: string) => first(await db.select().from(users).where(eq(users.id, id))),
    findByEmail: async (email: string) =>
      first(await db.select().from(users).where(eq(users.email, email))),
    findByGoogleSubject: async (subject: string) =>
      first(await db.select().from(users).where(eq(users.googleSubject, subject))),
    /** Inserts a user; null when the e-mail (or Google subject) is already taken. */
    insert: async (user: NewUser) =>
      first(await db.insert(users).values(user).onConflictDoNothing().returning()),
    update: async (id: string, changes: UserUpdate) =>
      first(
        await db
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning(),
      ),
  }
}
export type UsersRepository = ReturnType<typeof createUsersRepository>
