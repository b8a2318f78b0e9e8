import type { FastifyInstance } from 'fastify'
import { SignJWT } from 'jose'
import { SITE } from './session.ts'

const AUDIENCE = 'xlevel-api'
const now = () => Math.floor(Date.now() / 1000)

/**
 * Access tokens the API must refuse with 401, all about `userId`: expired, another audience, signed
 * with another key, `alg: none`, a genuine token whose payload was edited (role raised to
 * moderator) after signing, and plain garbage.
 */
export async function badAccessTokens(
  app: FastifyInstance,
  userId: string,
): Promise<Record<string, string>> {
  const key = new TextEncoder().encode(app.secrets.jwtKey)
  const claims = { role: 'pilot', sid: crypto.randomUUID() }
  const sign = () =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(userId).setIssuer(SITE)
  const valid = await sign().setAudience(AUDIENCE).setIssuedAt().setExpirationTime('5m').sign(key)
  const [header, payload, signature] = valid.split('.')
  const raised = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'moderator' }
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return {
    expired: await sign()
      .setAudience(AUDIENCE)
      .setIssuedAt(now() - 3600)
      .setExpirationTime(now() - 2700)
      .sign(key),
    wrongAudience: await sign()
      .setAudience('other')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key),
    wrongKey: await sign()
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('not-the-server-key-not-the-server-key')),
    algNone: `${encode({ alg: 'none' })}.${encode({ ...claims, sub: userId, iss: SITE, aud: AUDIENCE, exp: 9e9, iat: 1 })}.`,
    tampered: `${header}.${encode(raised)}.${signature}`,
    garbage: 'garbage',
  }
}
