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
  language: z.string().max(16).optional(),
})
export type RegisterBody = z.infer<typeof RegisterBodySchema>

export const ForgotPasswordBodySchema = z.object({ email, language: z.string().max(16).optional() })
export const ResetPasswordBodySchema = z.object({
  token: z.string().min(1).max(200),
  password: RegisterBodySchema.shape.password,
})
export const GoogleOneTapBodySchema = z.object({ idToken: z.string().min(1).max(8192) })
export const GoogleCodeBodySchema = z.object({ code: z.string().min(1).max(4096) })

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  nickname: z.string().nullable(),
})
export type User = z.infer<typeof UserSchema>

export const SessionSchema = z.object({ accessToken: z.string(), user: UserSchema })
export type Session = z.infer<typeof SessionSchema>

export const PublicConfigSchema = z.object({ googleClientId: z.string().nullable() })
export type PublicConfig = z.infer<typeof PublicConfigSchema>
