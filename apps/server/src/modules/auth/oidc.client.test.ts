import { createServer, type Server } from 'node:http'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGoogleService } from './google.service.ts'
import { createOidcClient, OidcError } from './oidc.client.ts'

describe('OpenID client when the provider misbehaves', () => {
  let server: Server
  let base = ''
  beforeAll(async () => {
    // Answers a discovery document that names another issuer (a mix-up attempt).
    server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json')
      res.end(
        JSON.stringify({
          issuer: 'https://evil.example',
          jwks_uri: 'https://evil.example/jwks',
          token_endpoint: 'https://evil.example/token',
        }),
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const client = (issuer: string) =>
    createOidcClient({
      issuer,
      clientId: 'c',
      clientSecret: 's',
      redirectUri: 'postmessage',
      timeoutMs: 2000,
    })

  it('refuses a discovery document whose issuer is not the configured one', async () => {
    const error = await client(base)
      .verifyIdToken('a.b.c')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OidcError)
    expect(error).toMatchObject({ kind: 'unavailable', message: 'bad OpenID discovery document' })
  })

  it('reports an unreachable provider as unavailable, and the service answers 502', async () => {
    const unreachable = client('http://127.0.0.1:1')
    await expect(unreachable.exchangeCode('code')).rejects.toMatchObject({ kind: 'unavailable' })
    const google = createGoogleService({
      store: {} as never,
      sessions: {} as never,
      oidc: unreachable,
      codeFlow: true,
      log: pino({ level: 'silent' }),
    })
    await expect(google.loginWithIdToken('a.b.c')).rejects.toMatchObject({
      statusCode: 502,
      message: 'Google sign-in is unavailable right now.',
    })
  })

  it('answers 404 for the code flow when no client secret is configured', async () => {
    const google = createGoogleService({
      store: {} as never,
      sessions: {} as never,
      oidc: client(base),
      codeFlow: false,
      log: pino({ level: 'silent' }),
    })
    await expect(google.loginWithCode('code')).rejects.toMatchObject({ statusCode: 404 })
  })
})
