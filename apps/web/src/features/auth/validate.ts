export type AuthMode = 'login' | 'signup'

export interface AuthValues {
  email: string
  password: string
  confirmPassword: string
}

export type AuthField = keyof AuthValues
/** Translation keys under `auth.errors.` */
export type AuthErrorKey =
  'emailRequired' | 'passwordRequired' | 'confirmRequired' | 'passwordMismatch'
export type AuthErrors = Partial<Record<AuthField, AuthErrorKey>>

/** Field rules of SPEC.md section 5; values are trimmed for the checks. */
export function validateAuth(mode: AuthMode, values: AuthValues): AuthErrors {
  const errors: AuthErrors = mode === 'signup' ? validateNewPassword(values) : {}
  if (!values.email.trim()) errors.email = 'emailRequired'
  if (!values.password.trim()) errors.password = 'passwordRequired'
  return errors
}

/** A new password typed twice (sign-up and the reset page): the sign-up messages. */
export function validateNewPassword(values: Omit<AuthValues, 'email'>): AuthErrors {
  const errors: AuthErrors = {}
  const password = values.password.trim()
  const confirm = values.confirmPassword.trim()
  if (!password) errors.password = 'passwordRequired'
  if (!confirm) errors.confirmPassword = 'confirmRequired'
  else if (confirm !== password) errors.confirmPassword = 'passwordMismatch'
  return errors
}

export function validateForgot(email: string): AuthErrorKey | undefined {
  return email.trim() ? undefined : 'emailRequired'
}
