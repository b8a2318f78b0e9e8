import { createRemoteJWKSet, jwtVerify, errors as joseErrors, type JWTVerifyGetKey } from 'jose'
import { z } from 'zod'

/** What a verified ID token tells us about the person. */
export interface OidcIdentity {
  subject: string
  email: string
  name: string | null
  picture: string | null
}

/** `invalid`: the token or code is not acceptable. `unavailable`: the provider could not be reached. */
export class OidcError extends Error {
  constructor(
    readonly kind: 'invalid' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'OidcError'
  }
}

export interface OidcClientOptions {
  issuer: string
  clientId: string
  clientSecret: string | undefined
  redirectUri: string
  timeoutMs?: number
}

const DiscoverySchema = z.object({
  issuer: z.string(),
  jwks_uri: z.url(),
  token_endpoint: z.url(),
})
const ClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.union([z.literal(true), z.literal('true')], 'email is not verified'),
  name: z.string().optional(),
  picture: z.url().optional(),
})
const TokenResponseSchema = z.object({ id_token: z.string().min(1) })

// Google signs ID tokens with RS256 only; pinning it refuses `none`, HMAC and algorithm swaps.
const ID_TOKEN_ALGORITHMS = ['RS256']

/** An OpenID Connect relying party for one issuer (Google, or a local provider in tests). */
export function createOidcClient(options: OidcClientOptions) {
  const timeoutMs = options.timeoutMs ?? 5_000
  // Google's tokens carry either form of its issuer (https://developers.google.com/identity).
  const issuers = [
    options.issuer,
    options.issuer.replace(/^https:\/\/accounts\.google\.com$/, 'accounts.google.com'),
  ]
  let provider: Promise<{ tokenEndpoint: string; keys: JWTVerifyGetKey }> | undefined

  async function fetchJson(
    url: string,
    init?: RequestInit,
  ): Promise<{ ok: boolean; body: unknown }> {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
      return { ok: res.ok, body: await res.json() }
    } catch (cause) {
      throw new OidcError('unavailable', `cannot reach ${new URL(url).origin}`, { cause })
    }
  }

  async function discover() {
    const url = `${options.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`
    const { ok, body } = await fetchJson(url)
    const parsed = DiscoverySchema.safeParse(body)
    if (!ok || !parsed.success || parsed.data.issuer !== options.issuer) {
      throw new OidcError('unavailable', 'bad OpenID discovery document')
    }
    return {
      tokenEndpoint: parsed.data.token_endpoint,
      keys: createRemoteJWKSet(new URL(parsed.data.jwks_uri), { timeoutDuration: timeoutMs }),
    }
  }

  /** The provider's endpoints and keys, discovered once (retried after a failure). */
  function providerInfo() {
    provider ??= discover().catch((error: unknown) => {
      provider = undefined
      throw error
    })
    return provider
  }

  async function verifyIdToken(idToken: string): Promise<OidcIdentity> {
    const { keys } = await providerInfo()
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        algorithms: ID_TOKEN_ALGORITHMS,
        issuer: issuers,
        audience: options.clientId,
        requiredClaims: ['sub', 'exp', 'iat'],
      })
      const claims = ClaimsSchema.parse(payload)
      return {
        subject: claims.sub,
        email: claims.email.toLowerCase(),
        name: claims.name ?? null,
        picture: claims.picture ?? null,
      }
    } catch (error) {
      if (error instanceof joseErrors.JWKSTimeout) {
        throw new OidcError('unavailable', 'JWKS fetch timed out', { cause: error })
      }
      if (error instanceof joseErrors.JOSEError || error instanceof z.ZodError) {
        throw new OidcError('invalid', `ID token refused: ${error.message}`, { cause: error })
      }
      throw new OidcError('unavailable', 'cannot fetch the signing keys', { cause: error })
    }
  }

  return {
    verifyIdToken,
    /** Exchanges an authorization code (popup flow) and verifies the ID token it returns. */
    async exchangeCode(code: string): Promise<OidcIdentity> {
      if (!options.clientSecret) throw new OidcError('unavailable', 'no client secret configured')
      const { tokenEndpoint } = await providerInfo()
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: options.redirectUri,
        client_id: options.clientId,
        client_secret: options.clientSecret,
      })
      const { ok, body } = await fetchJson(tokenEndpoint, { method: 'POST', body: form })
      const parsed = TokenResponseSchema.safeParse(body)
      if (!ok || !parsed.success) throw new OidcError('invalid', 'authorization code refused')
      return verifyIdToken(parsed.data.id_token)
    },
  }
}
export type OidcClient = ReturnType<typeof createOidcClient>
