import { z } from 'zod'

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address').max(254))

export const LoginBodySchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
})
export type LoginBody = z.infer<typeof LoginBodySchema>

export const RegisterBodySchema = z.object({
  email,
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  /** Interface language (e.g. `pt-BR`) for the e-mails; mapped to one of ours, else English. */
  language: z.string().max(35).optional(),
})
export type RegisterBody = z.infer<typeof RegisterBodySchema>

export const ForgotPasswordBodySchema = z.object({
  email,
  language: RegisterBodySchema.shape.language,
})
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>
export const ResetPasswordBodySchema = z.object({
  token: z.string().min(1).max(200),
  password: RegisterBodySchema.shape.password,
})
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>
export const GoogleOneTapBodySchema = z.object({ idToken: z.string().min(1).max(8192) })
export const GoogleCodeBodySchema = z.object({ code: z.string().min(1).max(4096) })

export const USER_ROLES = ['pilot', 'moderator'] as const
export type UserRole = (typeof USER_ROLES)[number]

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  nickname: z.string().nullable(),
  /** Moderators see `/moderation` (granted with `npm run admin -- grant-moderator <email>`). */
  role: z.enum(USER_ROLES).default('pilot'),
})
export type User = z.infer<typeof UserSchema>

export const SessionSchema = z.object({ accessToken: z.string(), user: UserSchema })
export type Session = z.infer<typeof SessionSchema>

/** The neutral answer of register, forgot-password and reset-password (reveals no account). */
export const MessageResponseSchema = z.object({ message: z.string() })
export type MessageResponse = z.infer<typeof MessageResponseSchema>

/** Fixed texts of the auth API (the modal shows `message` as is). */
export const AuthMessages = {
  registered: 'Thanks for signing up! Check your email, then sign in.',
  invalidCredentials: 'Invalid email or password.',
  resetRequested: 'Check your email for reset instructions.',
  passwordReset: 'Your password has been reset. You can now sign in.',
  invalidResetToken: 'This reset link is invalid or has expired. Please request a new one.',
  commonPassword: 'This password is too common. Please choose a less guessable one.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  googleFailed: 'Google authentication failed. Please try again.',
  googleDisabled: 'Google sign-in is not configured on this server.',
} as const

export const PublicConfigSchema = z.object({ googleClientId: z.string().nullable() })
export type PublicConfig = z.infer<typeof PublicConfigSchema>
