import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Executor } from '../users/users.repository.ts'
import { partnerEnquiries, type PartnerEnquiryRow } from './partners.schema.ts'

export type NewPartnerEnquiry = Pick<
  typeof partnerEnquiries.$inferInsert,
  | 'empresa'
  | 'site'
  | 'paisRegiao'
  | 'tipo'
  | 'orcamento'
  | 'mensagem'
  | 'status'
  | 'honeypot'
  | 'ip'
  | 'nextAttemptAt'
>

/** The partner_enquiries table: the enquiries and their mail outbox state. */
export function createPartnersRepository(db: Executor) {
  return {
    insert: async (enquiry: NewPartnerEnquiry): Promise<PartnerEnquiryRow> => {
      const [row] = await db.insert(partnerEnquiries).values(enquiry).returning()
      if (!row) throw new Error('partner enquiry insert returned no row')
      return row
    },
    findById: async (id: string) =>
      (await db.select().from(partnerEnquiries).where(eq(partnerEnquiries.id, id)))[0] ?? null,
    markSent: async (id: string, at: Date) => {
      await db
        .update(partnerEnquiries)
        .set({
          status: 'sent',
          sentAt: at,
          nextAttemptAt: null,
          lastError: null,
          mailAttempts: sql`${partnerEnquiries.mailAttempts} + 1`,
        })
        .where(eq(partnerEnquiries.id, id))
    },
    markFailed: async (id: string, error: string, nextAttemptAt: Date) => {
      await db
        .update(partnerEnquiries)
        .set({
          lastError: error.slice(0, 1000),
          nextAttemptAt,
          mailAttempts: sql`${partnerEnquiries.mailAttempts} + 1`,
        })
        .where(eq(partnerEnquiries.id, id))
    },
    /**
     * Claims up to `limit` pending enquiries whose next attempt is due, pushing their next attempt
     * to `leaseUntil` so that a concurrent loop (or a crash mid-send) cannot lose or double them.
     */
    claimDue: async (now: Date, leaseUntil: Date, limit: number): Promise<PartnerEnquiryRow[]> => {
      const due = db
        .select({ id: partnerEnquiries.id })
        .from(partnerEnquiries)
        .where(
          and(eq(partnerEnquiries.status, 'pending'), lte(partnerEnquiries.nextAttemptAt, now)),
        )
        .orderBy(asc(partnerEnquiries.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true })
      return db
        .update(partnerEnquiries)
        .set({ nextAttemptAt: leaseUntil })
        .where(and(inArray(partnerEnquiries.id, due), eq(partnerEnquiries.status, 'pending')))
        .returning()
    },
  }
}
export type PartnersRepository = ReturnType<typeof createPartnersRepository>
