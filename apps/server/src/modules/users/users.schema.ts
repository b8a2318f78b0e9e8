import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** A pilot's account and identity. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject').unique(),
    nickname: text('nickname'),
    bio: text('bio').notNull().default(''),
    country: text('country'),
    avatarPath: text('avatar_path'),
    photoUrl: text('photo_url'),
    language: text('language').notNull().default('en'),
    role: text('role', { enum: ['pilot', 'moderator'] })
      .notNull()
      .default('pilot'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('users_nickname_idx').on(sql`lower(${table.nickname})`)],
)
export type UserRow = typeof users.$inferSelect
