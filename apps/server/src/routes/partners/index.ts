import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  PARTNER_VALIDATION_EN,
  PartnerContactSchema,
  PartnerEnquiryAcceptedSchema,
  PartnerEnquiryBodySchema,
  partnerFieldErrors,
  type PartnerValidationKey,
} from '@app/shared'
import { AppError, badRequest } from '../../lib/errors.ts'
import { registerRateLimit } from '../../plugins/external/rate-limit.ts'
import { startPartnersOutbox } from '../../modules/partners/partners-outbox.ts'
import { createPartnersRepository } from '../../modules/partners/partners.repository.ts'
import { createPartnersService } from '../../modules/partners/partners.service.ts'

/** The 400 for a bad proposal: `fields` holds translation keys, `message` their English texts. */
function invalidEnquiry(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return badRequest('The proposal must be a JSON object with the form fields')
  }
  const parsed = PartnerEnquiryBodySchema.safeParse(body)
  const fields = parsed.success ? {} : partnerFieldErrors(parsed.error)
  const texts = Object.values(fields).map(
    (key) => PARTNER_VALIDATION_EN[key as PartnerValidationKey] ?? key,
  )
  return badRequest(texts.length ? texts.join('; ') : 'Invalid partner proposal', fields)
}

/** The partners page: proposals (stored, then mailed to the business contact) and the contact. */
const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPartnersService({
    repo: createPartnersRepository(app.database.db),
    mailer: app.mailer,
    businessEmail: app.env.BUSINESS_EMAIL,
    log: app.log,
  })
  let outbox: ReturnType<typeof startPartnersOutbox> | undefined
  app.addHook('onReady', async () => {
    outbox = startPartnersOutbox({
      service,
      log: app.log,
      intervalMs: app.env.PARTNERS_RETRY_INTERVAL_MS,
    })
  })
  app.addHook('onClose', async () => {
    await outbox?.stop()
    await service.drain()
  })
  // The limiter may already be registered app-wide (auth does); route configs then use that one.
  await registerRateLimit(app)

  app.get(
    '/partners/contact',
    { schema: { response: { 200: PartnerContactSchema } } },
    async () => ({ email: app.env.BUSINESS_EMAIL }),
  )

  app.post(
    '/partners',
    {
      schema: { body: PartnerEnquiryBodySchema, response: { 202: PartnerEnquiryAcceptedSchema } },
      attachValidation: true,
      config: {
        rateLimit: {
          max: app.env.PARTNERS_RATE_LIMIT,
          timeWindow: app.env.PARTNERS_RATE_LIMIT_WINDOW_MS,
          errorResponseBuilder: (_request, context) =>
            new AppError(
              429,
              'RATE_LIMITED',
              `Too many proposals from this address. Please try again in ${context.after}.`,
            ),
        },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw invalidEnquiry(request.body)
      const accepted = await service.submit(request.body, { ip: request.ip })
      return reply.code(202).send(accepted)
    },
  )
}

export default partnersRoutes
