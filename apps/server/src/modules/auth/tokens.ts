import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'

export const ACCESS_TOKEN_ALGORITHM = 'HS256'
export const ACCESS_TOKEN_AUDIENCE = 'xlevel-api'

/** What an access token proves: who the caller is and which login (token family) it came from. */
export interface AuthUser {
  id: string
  role: 'pilot' | 'moderator'
  sessionId: string
}

export interface AccessTokens {
  sign(user: AuthUser): Promise<string>
  /** Verifies signature (HS256 only), issuer, audience and expiry; null when anything is off. */
  verify(token: string): Promise<AuthUser | null>
}

export function createAccessTokens(options: {
  key: string
  issuer: string
  ttlSeconds: number
}): AccessTokens {
  const key = new TextEncoder().encode(options.key)
  return {
    sign: (user) =>
      new SignJWT({ role: user.role, sid: user.sessionId })
        .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(options.issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ACCESS_TOKEN_ALGORITHM],
          issuer: options.issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
        })
        const { sub, role, sid } = payload
        if (!sub || (role !== 'pilot' && role !== 'moderator') || typeof sid !== 'string') {
          return null
        }
        return { id: sub, role, sessionId: sid }
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null
        throw error
      }
    },
  }
}

/** A fresh opaque token: 256 random bits, base64url. */
export const randomToken = () => randomBytes(32).toString('base64url')

/** What the database keeps of a token: its SHA-256 (hex). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The successor of a refresh token is derived, not drawn: HMAC(k, token) with a key only the
 * server has. So a second tab that presents the just-rotated token within the grace window can be
 * handed the very same successor again, without the server ever storing a usable token.
 */
export function createSuccessorDerivation(secret: string): (token: string) => string {
  const key = Buffer.from(
    hkdfSync('sha256', secret, 'xlevel', 'refresh-token-successor', 32) as ArrayBuffer,
  )
  return (token) => createHmac('sha256', key).update(token).digest('base64url')
}
