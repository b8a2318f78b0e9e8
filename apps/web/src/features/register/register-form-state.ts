import { PilotRegistrationBodySchema, type PilotRegistrationBody } from '@app/shared'

export type RegistrationField = keyof PilotRegistrationBody
export type RegistrationValues = Record<RegistrationField, string>

export const FILL_ALL_FIELDS = 'Please fill in all fields!'
export const EMPTY_REGISTRATION: RegistrationValues = { name: '', photoUrl: '', nationality: '' }

export type RegistrationCheck =
  | { ok: true; body: PilotRegistrationBody }
  | { ok: false; alert: string | null; fields: Partial<Record<RegistrationField, string>> }

/**
 * SPEC.md section 5: any empty field gives the one alert 'Please fill in all fields!'; otherwise
 * the shared schema's field messages (https-only photo URL, name rules, known country).
 */
export function checkRegistration(values: RegistrationValues): RegistrationCheck {
  const empty = (Object.keys(values) as RegistrationField[]).filter((key) => !values[key].trim())
  if (empty.length > 0) {
    return {
      ok: false,
      alert: FILL_ALL_FIELDS,
      fields: Object.fromEntries(empty.map((key) => [key, FILL_ALL_FIELDS])),
    }
  }
  const parsed = PilotRegistrationBodySchema.safeParse(values)
  if (parsed.success) return { ok: true, body: parsed.data }
  return {
    ok: false,
    alert: null,
    fields: Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])),
  }
}
