import type { FastifyBaseLogger } from 'fastify'
import {
  PARTNER_HONEYPOT_FIELD,
  type PartnerEnquiryAccepted,
  type PartnerEnquiryBody,
} from '@app/shared'
import type { Mailer } from '../mail/mailer.ts'
import { partnerEnquiryMail } from './partner-mail.ts'
import type { PartnersRepository } from './partners.repository.ts'
import type { PartnerEnquiryRow } from './partners.schema.ts'

/** How long a send may take before the retry loop may pick the enquiry up again. */
export const SEND_LEASE_MS = 5 * 60_000
/** Waits before the next attempt after the 1st, 2nd, ... failure; the last one repeats. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const
const CLAIM_BATCH = 20

export interface PartnersServiceDeps {
  repo: PartnersRepository
  mailer: Pick<Mailer, 'send'>
  businessEmail: string
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>
  now?: () => Date
}

const RECEIVED: PartnerEnquiryAccepted = { status: 'received' }

/**
 * Partner enquiries with an outbox: each one is stored first (pending), then mailed to the
 * business contact in the background; a failed mail stays pending and `retryDue()` sends it
 * later, so an enquiry is never lost. Honeypot hits are stored as spam and never mailed.
 */
export function createPartnersService(deps: PartnersServiceDeps) {
  const { repo, mailer, log } = deps
  const now = deps.now ?? (() => new Date())
  const inFlight = new Set<Promise<void>>()

  async function deliver(row: PartnerEnquiryRow): Promise<boolean> {
    try {
      await mailer.send(partnerEnquiryMail(row, deps.businessEmail))
    } catch (err) {
      const attempt = row.mailAttempts + 1
      const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1] ?? 0
      const message = err instanceof Error ? err.message : String(err)
      await repo.markFailed(row.id, message, new Date(now().getTime() + delay))
      log.warn({ enquiryId: row.id, attempt, err }, 'partner enquiry mail failed; will retry')
      return false
    }
    await repo.markSent(row.id, now())
    log.info({ enquiryId: row.id }, 'partner enquiry mailed')
    return true
  }

  function deliverInBackground(row: PartnerEnquiryRow) {
    const job = deliver(row)
      .then(() => undefined)
      .catch((err: unknown) => log.warn({ enquiryId: row.id, err }, 'partner enquiry outbox error'))
      .finally(() => inFlight.delete(job))
    inFlight.add(job)
  }

  return {
    async submit(body: PartnerEnquiryBody, meta: { ip: string | null }) {
      const { [PARTNER_HONEYPOT_FIELD]: honeypot, ...fields } = body
      if (honeypot?.trim()) {
        await repo.insert({ ...fields, status: 'spam', honeypot, ip: meta.ip, nextAttemptAt: null })
        log.warn({ ip: meta.ip }, 'partner enquiry caught by the honeypot')
        return RECEIVED
      }
      const leaseUntil = new Date(now().getTime() + SEND_LEASE_MS)
      const row = await repo.insert({
        ...fields,
        status: 'pending',
        ip: meta.ip,
        nextAttemptAt: leaseUntil,
      })
      deliverInBackground(row)
      return RECEIVED
    },
    /** Sends the pending enquiries whose next attempt is due; returns how many went out. */
    async retryDue(): Promise<{ sent: number; failed: number }> {
      const at = now()
      const rows = await repo.claimDue(at, new Date(at.getTime() + SEND_LEASE_MS), CLAIM_BATCH)
      let sent = 0
      for (const row of rows) if (await deliver(row)) sent += 1
      return { sent, failed: rows.length - sent }
    },
    /** Waits for the background sends still on their way. */
    async drain() {
      await Promise.all([...inFlight])
    },
  }
}
export type PartnersService = ReturnType<typeof createPartnersService>
