import type { PartnerType } from '@app/shared'
import type { MailMessage } from '../mail/mailer.ts'
import type { PartnerEnquiryRow } from './partners.schema.ts'

const TYPE_LABELS: Record<PartnerType, string> = {
  licensing: 'Licensing',
  parceria: 'Partnership',
  patrocinio: 'Sponsorship',
}

/** One line of header text: no line breaks can reach the subject. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The mail the business contact receives for one enquiry (plain text: nothing to inject). */
export function partnerEnquiryMail(row: PartnerEnquiryRow, to: string): MailMessage {
  const type = TYPE_LABELS[row.tipo]
  const text = [
    'A new partnership proposal arrived through the partners page.',
    '',
    `Company: ${row.empresa}`,
    `Website: ${row.site}`,
    `Country/Region: ${row.paisRegiao}`,
    `Business type: ${type} (${row.tipo})`,
    `Estimated budget: ${row.orcamento}`,
    `Received: ${row.createdAt.toISOString()}`,
    `Reference: ${row.id}`,
    '',
    'Message:',
    row.mensagem,
    '',
  ].join('\n')
  return { to, subject: oneLine(`Partnership proposal: ${row.empresa} (${type})`), text }
}
