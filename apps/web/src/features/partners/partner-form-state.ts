import axios from 'axios'
import {
  ErrorCode,
  ErrorResponseSchema,
  PARTNER_HONEYPOT_FIELD,
  PartnerEnquiryBodySchema,
  partnerFieldErrors,
  type PartnerEnquiryBody,
} from '@app/shared'

/** The visible fields, in form order (SPEC.md section 3, Partner enquiry). */
export const PARTNER_FIELDS = [
  'empresa',
  'site',
  'paisRegiao',
  'tipo',
  'orcamento',
  'mensagem',
] as const
export type PartnerField = (typeof PARTNER_FIELDS)[number]

export type PartnerValues = Record<PartnerField | typeof PARTNER_HONEYPOT_FIELD, string>

/** Field errors as translation keys (`partners.validation.*`). */
export type PartnerErrors = Partial<Record<PartnerField, string>>

export const EMPTY_PARTNER_VALUES: PartnerValues = {
  empresa: '',
  site: '',
  paisRegiao: '',
  tipo: '',
  orcamento: '',
  mensagem: '',
  [PARTNER_HONEYPOT_FIELD]: '',
}

const isPartnerField = (field: string): field is PartnerField =>
  (PARTNER_FIELDS as readonly string[]).includes(field)

function toPartnerErrors(fields: Record<string, string>): PartnerErrors {
  const errors: PartnerErrors = {}
  for (const [field, key] of Object.entries(fields)) if (isPartnerField(field)) errors[field] = key
  return errors
}

/** Client-side check with the server's own schema: the trimmed body, or the field errors. */
export function validatePartner(
  values: PartnerValues,
): { ok: true; body: PartnerEnquiryBody } | { ok: false; errors: PartnerErrors } {
  const parsed = PartnerEnquiryBodySchema.safeParse(values)
  if (parsed.success) return { ok: true, body: parsed.data }
  return { ok: false, errors: toPartnerErrors(partnerFieldErrors(parsed.error)) }
}

/** What a failed send means for the form. */
export type SendFailure =
  | { kind: 'fields'; errors: PartnerErrors }
  | { kind: 'rateLimited'; message: string }
  | { kind: 'failed' }

export function sendFailureOf(error: unknown): SendFailure {
  if (!axios.isAxiosError(error)) return { kind: 'failed' }
  const body = ErrorResponseSchema.safeParse(error.response?.data)
  if (!body.success) return { kind: 'failed' }
  if (error.response?.status === 429 || body.data.code === ErrorCode.RateLimited) {
    return { kind: 'rateLimited', message: body.data.message }
  }
  const errors = toPartnerErrors(body.data.fields ?? {})
  return Object.keys(errors).length > 0 ? { kind: 'fields', errors } : { kind: 'failed' }
}
