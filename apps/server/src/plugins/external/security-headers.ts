import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/'

/**
 * The Content-Security-Policy of every answer. Scripts only from this origin and Google Identity
 * Services (no inline script); frames for Google sign-in and the privacy-enhanced YouTube embeds of
 * run pages; images from any https origin (pilots' photo URLs) plus blob:/data: for the avatar
 * crop; media from this origin and blob: (a picked video's preview).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", `${GOOGLE_SIGN_IN}client`],
  'style-src': ["'self'", `${GOOGLE_SIGN_IN}style`],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'", GOOGLE_SIGN_IN],
  'frame-src': ['https://www.youtube-nocookie.com', GOOGLE_SIGN_IN],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

/** Security headers (@fastify/helmet) on every answer, pages and API alike. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Google sign-in opens a popup that must be able to message this window back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // YouTube embeds need the origin as referrer; nothing more leaves the site.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
}
