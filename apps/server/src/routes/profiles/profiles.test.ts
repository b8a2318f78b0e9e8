import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MyProfile, PublicProfile } from '@app/shared'
import { DATABASE_KINDS, build } from '../../../test/helper.ts'
import { RELAXED_AUTH_LIMITS, signIn } from '../../modules/players/test-session.ts'
import { approveRun } from '../../modules/progress/test-fixtures.ts'

type Session = Awaited<ReturnType<typeof signIn>>

/** A multipart body with one file part. */
function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----xlevel-test-boundary'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

async function photoWithExif() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#c03' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret owner', Artist: 'GPS somewhere' } })
    .toBuffer()
}

describe.each(DATABASE_KINDS)('profiles API on %s', (kind) => {
  const ctx = build(kind, RELAXED_AUTH_LIMITS)
  let pilot: Session

  beforeAll(async () => {
    pilot = await signIn(ctx().app)
  })

  const call = async <T>(method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) => {
    const res = await ctx().app.inject({ method, url, payload, headers: pilot.headers })
    return { status: res.statusCode, body: res.json<T>(), raw: res.body }
  }
  const upload = async (content: Buffer, type = 'image/png', field = 'avatar') => {
    const body = multipart(field, 'avatar.png', type, content)
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/profiles/avatar',
      payload: body.payload,
      headers: { ...pilot.headers, ...body.headers },
    })
    return { status: res.statusCode, body: res.json<{ avatar: string; message: string }>() }
  }

  it('needs a session for the own profile', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/profiles/me' })
    expect(res.statusCode).toBe(401)
  })

  it('shows the signed-in pilot their profile, with e-mail and progress', async () => {
    const { status, body } = await call<MyProfile>('GET', '/api/profiles/me')
    expect(status).toBe(200)
    expect(body).toMatchObject({ email: pilot.email, registered: false, level: 1, xp: 0 })
    expect(body).toMatchObject({ tier: 'Bronze', globalRank: null, battles: 0 })
    expect(body.missions).toHaveLength(60)
    expect(body.modes.map((mode) => mode.mode)).toEqual(['HI-SCORE', 'CARAVAN', '1CC MODE'])
  })

  it('registers the pilot identity; every field required, https photo only', async () => {
    const empty = await call<{ message: string }>('POST', '/api/profiles/me/pilot', {
      name: ' ',
      photoUrl: 'https://example.com/me.png',
      nationality: 'BR',
    })
    expect(empty).toMatchObject({
      status: 400,
      body: { message: 'name: Please fill in all fields!' },
    })
    const missing = await call<{ message: string }>('POST', '/api/profiles/me/pilot', {})
    expect(missing.status).toBe(400)
    expect(missing.body.message).toContain('Please fill in all fields!')
    const http = await call<{ message: string }>('POST', '/api/profiles/me/pilot', {
      name: 'Vic',
      photoUrl: 'http://example.com/me.png',
      nationality: 'BR',
    })
    expect(http.status).toBe(400)
    expect(http.body.message).toContain('https://')
    const ok = await call<MyProfile>('POST', '/api/profiles/me/pilot', {
      name: 'Vic Viper',
      photoUrl: 'https://example.com/me.png',
      nationality: 'br',
    })
    expect(ok.body).toMatchObject({
      registered: true,
      name: 'Vic Viper',
      countryCode: 'BR',
      avatar: 'https://example.com/me.png',
    })
  })

  it('edits nickname, bio and country, refusing bad values without writing anything', async () => {
    const ok = await call<MyProfile>('PATCH', '/api/profiles/me', {
      nickname: 'Silver Hawk',
      bio: 'Loops Darius Gaiden.',
      country: 'JP',
    })
    expect(ok.body).toMatchObject({
      name: 'Silver Hawk',
      bio: 'Loops Darius Gaiden.',
      countryCode: 'JP',
    })
    for (const [body, message] of [
      [{ country: 'ZZ' }, 'Unknown country code'],
      [{ nickname: 'x' }, 'Nickname must be at least 2 characters'],
      [{ bio: 'b'.repeat(501) }, 'Bio must be at most 500 characters'],
      [{ email: 'new@example.com' }, 'email'],
    ] as const) {
      const res = await call<{ message: string }>('PATCH', '/api/profiles/me', body)
      expect(res.status).toBe(400)
      expect(res.body.message).toContain(message)
    }
    expect((await call<MyProfile>('GET', '/api/profiles/me')).body).toMatchObject({
      name: 'Silver Hawk',
      countryCode: 'JP',
      email: pilot.email,
    })
  })

  it('shows public profiles without the e-mail', async () => {
    await approveRun(ctx().database.db, pilot.userId, { gameId: 1, modeId: 1, score: 250_000 })
    const res = await ctx().app.inject({ method: 'GET', url: `/api/profiles/${pilot.userId}` })
    const body = res.json<PublicProfile & { email?: string }>()
    expect(res.statusCode).toBe(200)
    expect(body.email).toBeUndefined()
    expect(res.body).not.toContain(pilot.email)
    expect(body).toMatchObject({ name: 'Silver Hawk', battles: 1, globalRank: 1, xPoints: 1000 })
    expect(body.modes[0]).toMatchObject({ entries: 1, bestRank: 1, bestScore: 250_000 })
    expect(body.missions.filter((mission) => mission.completedAt).map((m) => m.id)).toEqual([1, 2])
    const unknown = await ctx().app.inject({
      method: 'GET',
      url: '/api/profiles/00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses non-images, files over 5 MB and decompression bombs', async () => {
    const text = await upload(Buffer.from('not an image at all, just text'), 'image/png')
    expect(text).toMatchObject({ status: 415 })
    expect(text.body.message).toContain('PNG, JPEG, WebP, GIF or AVIF')
    const big = await upload(Buffer.concat([await photoWithExif(), Buffer.alloc(5 * 1024 * 1024)]))
    expect(big).toMatchObject({
      status: 413,
      body: { message: 'The avatar must be at most 5 MB.' },
    })
    const bomb = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const refused = await upload(bomb)
    expect(refused.status).toBe(413)
    expect(refused.body.message).toContain('too many pixels')
    const wrongField = await upload(await photoWithExif(), 'image/jpeg', 'picture')
    expect(wrongField.status).toBe(400)
    expect((await call<MyProfile>('GET', '/api/profiles/me')).body.avatar).toBe(
      'https://example.com/me.png',
    )
  })

  it('re-encodes a real photo to a 512 px WebP without EXIF and removes the old file', async () => {
    const first = await upload(await photoWithExif(), 'image/jpeg')
    expect(first.status).toBe(200)
    expect(first.body.avatar).toMatch(/^\/api\/avatars\/[0-9a-f-]+\.webp$/)
    const served = await ctx().app.inject({ method: 'GET', url: first.body.avatar })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 })
    expect(meta.exif).toBeUndefined()
    expect(served.rawPayload.includes('secret owner')).toBe(false)

    const firstFile = path.join(ctx().dataDir, 'avatars', path.basename(first.body.avatar))
    expect(existsSync(firstFile)).toBe(true)
    const second = await upload(await photoWithExif(), 'image/jpeg')
    expect(second.body.avatar).not.toBe(first.body.avatar)
    expect(existsSync(firstFile)).toBe(false)
    expect((await call<MyProfile>('GET', '/api/profiles/me')).body.avatar).toBe(second.body.avatar)
    const gone = await ctx().app.inject({ method: 'GET', url: first.body.avatar })
    expect(gone.statusCode).toBe(404)
    const traversal = await ctx().app.inject({
      method: 'GET',
      url: '/api/avatars/..%2F..%2Fsecrets.json',
    })
    expect(traversal.statusCode).toBe(404)
  })
})
