import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ForgotPasswordBodySchema,
  GoogleCodeBodySchema,
  GoogleOneTapBodySchema,
  LoginBodySchema,
  MessageResponseSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SessionSchema,
} from '@app/shared'
import { z } from 'zod'
import { byEmail, byIp, limit } from './rate-limits.ts'
import { clearSession, refreshCookieOf, requireSiteOrigin, sendSession } from './session-reply.ts'

/** /api/auth: accounts, sessions, Google sign-in. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env } = app
  const { accounts, sessions, google } = app.auth
  const sameSite = requireSiteOrigin(env)
  const rate = {
    loginIp: limit(app, env.AUTH_RATE_LIMIT_LOGIN, byIp),
    loginEmail: limit(app, env.AUTH_RATE_LIMIT_LOGIN_EMAIL, byEmail),
    registerIp: limit(app, env.AUTH_RATE_LIMIT_REGISTER, byIp),
    forgotIp: limit(app, env.AUTH_RATE_LIMIT_FORGOT, byIp),
    forgotEmail: limit(app, env.AUTH_RATE_LIMIT_FORGOT, byEmail),
  }
  const message = { 200: MessageResponseSchema }
  const session = { 200: SessionSchema }
  const languageOf = (header: string | undefined, body?: string) => body ?? header

  app.post(
    '/register',
    {
      onRequest: rate.registerIp,
      schema: { body: RegisterBodySchema, response: { 201: MessageResponseSchema } },
    },
    async (request, reply) => {
      const language = languageOf(request.headers['accept-language'], request.body.language)
      reply.code(201)
      return accounts.register({ ...request.body, language })
    },
  )

  app.post(
    '/login',
    {
      onRequest: [sameSite, rate.loginIp],
      preHandler: rate.loginEmail,
      schema: { body: LoginBodySchema, response: session },
    },
    async (request, reply) => sendSession(reply, env, await accounts.login(request.body)),
  )

  app.post(
    '/refresh',
    { onRequest: sameSite, schema: { response: session } },
    async (request, reply) => {
      try {
        return sendSession(reply, env, await sessions.refresh(refreshCookieOf(request) ?? ''))
      } catch (error) {
        clearSession(reply, env)
        throw error
      }
    },
  )

  app.post(
    '/logout',
    { onRequest: sameSite, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      await sessions.logout(refreshCookieOf(request))
      clearSession(reply, env)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/forgot-password',
    {
      onRequest: rate.forgotIp,
      preHandler: rate.forgotEmail,
      schema: { body: ForgotPasswordBodySchema, response: message },
    },
    async (request) => accounts.forgotPassword(request.body),
  )

  app.post(
    '/reset-password',
    { onRequest: rate.forgotIp, schema: { body: ResetPasswordBodySchema, response: message } },
    async (request) => accounts.resetPassword(request.body),
  )

  const googleOptions = { onRequest: [sameSite, rate.loginIp] }
  app.post(
    '/google/onetap',
    { ...googleOptions, schema: { body: GoogleOneTapBodySchema, response: session } },
    async (request, reply) => {
      const language = request.headers['accept-language']
      return sendSession(reply, env, await google.loginWithIdToken(request.body.idToken, language))
    },
  )

  app.post(
    '/google/login',
    { ...googleOptions, schema: { body: GoogleCodeBodySchema, response: session } },
    async (request, reply) => {
      const language = request.headers['accept-language']
      return sendSession(reply, env, await google.loginWithCode(request.body.code, language))
    },
  )
}

export default authRoutes
