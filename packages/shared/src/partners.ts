import { z } from 'zod'

/** Business types of a partner enquiry (SPEC.md sections 3 and 9). */
export const PARTNER_TYPES = ['licensing', 'parceria', 'patrocinio'] as const
export type PartnerType = (typeof PARTNER_TYPES)[number]

/** Minimum message length, counted after trimming (SPEC.md section 9). */
export const PARTNER_MESSAGE_MIN = 10

/**
 * The hidden anti-bot field: people never see it, so anything in it marks the enquiry as spam.
 * A comment-like name attracts form-filling bots while browser autofill leaves it alone.
 */
export const PARTNER_HONEYPOT_FIELD = 'comentario'

/** Translation keys of the partner form's field errors (SPEC.md section 5). */
export const PartnerValidationKey = {
  companyRequired: 'partners.validation.companyRequired',
  websiteRequired: 'partners.validation.websiteRequired',
  websiteFormat: 'partners.validation.websiteFormat',
  countryRequired: 'partners.validation.countryRequired',
  businessTypeRequired: 'partners.validation.businessTypeRequired',
  budgetRequired: 'partners.validation.budgetRequired',
  messageRequired: 'partners.validation.messageRequired',
  messageMinLength: 'partners.validation.messageMinLength',
  tooLong: 'partners.validation.tooLong',
} as const
export type PartnerValidationKey = (typeof PartnerValidationKey)[keyof typeof PartnerValidationKey]

/** The English texts of those keys; the server uses them for its error `message`. */
export const PARTNER_VALIDATION_EN: Record<PartnerValidationKey, string> = {
  'partners.validation.companyRequired': 'Company name is required',
  'partners.validation.websiteRequired': 'Website is required',
  'partners.validation.websiteFormat': 'Please enter a valid website URL',
  'partners.validation.countryRequired': 'Country/Region is required',
  'partners.validation.businessTypeRequired': 'Business type is required',
  'partners.validation.budgetRequired': 'Estimated budget is required',
  'partners.validation.messageRequired': 'Message is required',
  'partners.validation.messageMinLength': 'Message must be at least 10 characters long',
  'partners.validation.tooLong': 'This field is too long',
}

const K = PartnerValidationKey

/** A trimmed, required, length-capped text; whitespace alone counts as missing. */
const requiredText = (key: PartnerValidationKey, max: number) =>
  z.string({ error: key }).trim().min(1, { error: key, abort: true }).max(max, { error: K.tooLong })

/** The partner form and the `POST /api/partners` body: one schema for client and server. */
export const PartnerEnquiryBodySchema = z.object({
  empresa: requiredText(K.companyRequired, 200),
  site: requiredText(K.websiteRequired, 500).regex(/^https?:\/\/.+/, { error: K.websiteFormat }),
  paisRegiao: requiredText(K.countryRequired, 100),
  tipo: z.enum(PARTNER_TYPES, { error: K.businessTypeRequired }),
  orcamento: requiredText(K.budgetRequired, 200),
  mensagem: requiredText(K.messageRequired, 5000).min(PARTNER_MESSAGE_MIN, {
    error: K.messageMinLength,
  }),
  [PARTNER_HONEYPOT_FIELD]: z.string().max(2000).optional(),
})
export type PartnerEnquiryBody = z.infer<typeof PartnerEnquiryBodySchema>
export type PartnerEnquiryInput = z.input<typeof PartnerEnquiryBodySchema>

/**
 * The answer to an accepted enquiry. Spam caught by the honeypot gets the very same answer, so a
 * bot learns nothing.
 */
export const PartnerEnquiryAcceptedSchema = z.object({ status: z.literal('received') })
export type PartnerEnquiryAccepted = z.infer<typeof PartnerEnquiryAcceptedSchema>

export const PartnerContactSchema = z.object({ email: z.string() })
export type PartnerContact = z.infer<typeof PartnerContactSchema>

/**
 * Maps a failed parse to `{ field: translationKey }`, the first issue of each field (the shape of
 * the server's 400 `fields`).
 */
export function partnerFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body'
    fields[field] ??= issue.message
  }
  return fields
}

/** The form's values as typed, possibly empty (the mailto works before validation). */
export type PartnerMailtoFields = Partial<
  Record<Exclude<keyof PartnerEnquiryInput, typeof PARTNER_HONEYPOT_FIELD>, string>
>

/** Translation keys of the 'send by e-mail' message; `partners.form.types.<tipo>` names the type. */
export const PartnerMailtoKey = {
  subject: 'partners.email.subject',
  greeting: 'partners.email.greeting',
  intro: 'partners.email.intro',
  company: 'partners.email.company',
  website: 'partners.email.website',
  country: 'partners.email.country',
  businessType: 'partners.email.businessType',
  budget: 'partners.email.budget',
  message: 'partners.email.message',
  companyPlaceholder: 'partners.email.placeholders.company',
  websitePlaceholder: 'partners.email.placeholders.website',
  countryPlaceholder: 'partners.email.placeholders.country',
  businessTypePlaceholder: 'partners.email.placeholders.businessType',
  budgetPlaceholder: 'partners.email.placeholders.budget',
  messagePlaceholder: 'partners.email.placeholders.message',
  closing: 'partners.email.closing',
  signature: 'partners.email.signature',
} as const

const CRLF = '\r\n'

/**
 * Builds the 'send by e-mail' link: subject 'Partnership Proposal' and a body of greeting, intro,
 * one line per field (a placeholder when empty), the message, a closing and a signature. Every
 * text goes through `t` (pass i18next's); lines end in CRLF; both parts are percent-encoded.
 */
export function buildPartnerMailto(options: {
  to: string
  fields: PartnerMailtoFields
  t: (key: string) => string
}): string {
  const { fields, t } = options
  const M = PartnerMailtoKey
  const value = (raw: string | undefined, placeholder: string) => raw?.trim() || t(placeholder)
  const tipo = fields.tipo?.trim()
  const typeLabel =
    tipo && (PARTNER_TYPES as readonly string[]).includes(tipo)
      ? t(`partners.form.types.${tipo}`)
      : t(M.businessTypePlaceholder)
  const line = (label: string, text: string) => `${t(label)}: ${text}`
  const body = [
    t(M.greeting),
    '',
    t(M.intro),
    '',
    line(M.company, value(fields.empresa, M.companyPlaceholder)),
    line(M.website, value(fields.site, M.websitePlaceholder)),
    line(M.country, value(fields.paisRegiao, M.countryPlaceholder)),
    line(M.businessType, typeLabel),
    line(M.budget, value(fields.orcamento, M.budgetPlaceholder)),
    '',
    `${t(M.message)}:`,
    value(fields.mensagem, M.messagePlaceholder).replace(/\r\n|\r|\n/g, CRLF),
    '',
    t(M.closing),
    t(M.signature),
  ].join(CRLF)
  const subject = encodeURIComponent(t(M.subject))
  return `mailto:${options.to}?subject=${subject}&body=${encodeURIComponent(body)}`
}
