import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * A business proposal from the partners page. Stored first, then mailed: `pending` rows are
 * (re)sent by the retry loop once `nextAttemptAt` passes; `spam` rows (honeypot) are never mailed.
 */
export const partnerEnquiries = pgTable(
  'partner_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresa: text('empresa').notNull(),
    site: text('site').notNull(),
    paisRegiao: text('pais_regiao').notNull(),
    tipo: text('tipo', { enum: ['licensing', 'parceria', 'patrocinio'] }).notNull(),
    orcamento: text('orcamento').notNull(),
    mensagem: text('mensagem').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'spam'] })
      .notNull()
      .default('pending'),
    /** What the hidden honeypot field held, kept for review of spam. */
    honeypot: text('honeypot'),
    ip: text('ip'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('partner_enquiries_outbox_idx').on(table.status, table.nextAttemptAt)],
)
export type PartnerEnquiryRow = typeof partnerEnquiries.$inferSelect
