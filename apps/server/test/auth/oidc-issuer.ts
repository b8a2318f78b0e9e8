import { createServer, type Server } from 'node:http'
import { exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose'
import Provider from 'oidc-provider'
import { afterAll, beforeAll } from 'vitest'

export const CLIENT_ID = 'xlevel-test-client.apps.example'
export const CLIENT_SECRET = 'test-client-secret-0123456789'

/** People known to the provider, by account id (the test passes it as login_hint). */
export interface TestAccount {
  email: string
  emailVerified: boolean
  name: string
}

/**
 * A real OpenID provider (oidc-provider) on loopback standing in for Google: discovery, JWKS,
 * authorization endpoint and token endpoint. Its interaction signs in the `login_hint` account
 * without a form and grants openid/email/profile, so a test can drive the code flow over HTTP.
 */
export function oidcIssuer(env: NodeJS.ProcessEnv, accounts: Record<string, TestAccount>) {
  const state: { issuer: string; redirectUri: string; privateKey?: CryptoKey; kid: string } = {
    issuer: '',
    redirectUri: '',
    kid: 'test-key-1',
  }
  let server: Server | undefined

  beforeAll(async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true })
    state.privateKey = privateKey
    const jwk: JWK = { ...(await exportJWK(privateKey)), kid: state.kid, alg: 'RS256', use: 'sig' }
    server = createServer()
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    state.issuer = `http://127.0.0.1:${port}`
    state.redirectUri = `${state.issuer}/callback`
    const provider = createProvider(state.issuer, state.redirectUri, jwk, accounts)
    const handle = provider.callback()
    server.on('request', (req, res) => {
      if (!req.url?.startsWith('/interaction/')) return handle(req, res)
      void signInFromHint(provider, req, res)
    })
    Object.assign(env, {
      OIDC_ISSUER: state.issuer,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_REDIRECT_URI: state.redirectUri,
    })
  })
  afterAll(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  )

  return {
    get issuer() {
      return state.issuer
    },
    /** The provider's own signing key and kid, to forge tokens that only break one rule. */
    signingKey: () => ({ key: state.privateKey!, kid: state.kid }),
    /** Runs the authorization-code flow for an account; returns the code (as Google's popup). */
    authorize: (accountId: string) => authorize(state.issuer, state.redirectUri, accountId),
    /** Exchanges a code at the token endpoint, as Google's one-tap library would; the ID token. */
    async idToken(accountId: string): Promise<string> {
      const code = await authorize(state.issuer, state.redirectUri, accountId)
      const res = await fetch(`${state.issuer}/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: state.redirectUri,
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
        }),
      })
      const body = (await res.json()) as { id_token?: string }
      if (!body.id_token) throw new Error(`no id_token: ${JSON.stringify(body)}`)
      return body.id_token
    },
  }
}

function createProvider(
  issuer: string,
  redirectUri: string,
  jwk: JWK,
  accounts: Record<string, TestAccount>,
) {
  return new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Google puts the scope claims (email, email_verified, name) into the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['oidc-test-cookie-key'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    async findAccount(_ctx, id) {
      const account = accounts[id]
      if (!account) return undefined
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
          picture: `https://pictures.example/${id}.png`,
        }),
      }
    },
    // First-party client: consent is implied (as when a user already approved the app at Google).
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId)
      if (grantId) return ctx.oidc.provider.Grant.find(grantId)
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })
}

/** The interaction step: signs in the account named by login_hint, no form. */
async function signInFromHint(
  provider: Provider,
  req: Parameters<Provider['interactionDetails']>[0],
  res: Parameters<Provider['interactionDetails']>[1],
) {
  try {
    const details = await provider.interactionDetails(req, res)
    const accountId = String(details.params.login_hint)
    await provider.interactionFinished(req, res, { login: { accountId } })
  } catch (error) {
    res.statusCode = 500
    res.end(String(error))
  }
}

/** Follows the redirects of the authorization endpoint with a cookie jar, up to the code. */
async function authorize(issuer: string, redirectUri: string, accountId: string): Promise<string> {
  const jar = new Map<string, string>()
  let url = new URL(`${issuer}/auth`)
  const params = {
    client_id: CLIENT_ID,
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: redirectUri,
    login_hint: accountId,
    state: 'test-state',
  }
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  for (let hop = 0; hop < 10; hop += 1) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const res = await fetch(url, { redirect: 'manual', headers: { cookie } })
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
    const location = res.headers.get('location')
    if (!location) throw new Error(`authorization stopped: ${res.status} ${await res.text()}`)
    url = new URL(location, url)
    if (url.href.startsWith(redirectUri)) {
      const code = url.searchParams.get('code')
      if (!code) throw new Error(`no code: ${url.search}`)
      return code
    }
  }
  throw new Error('too many redirects')
}
