/**
 * Malicious avatar images (issue 9 item 3), generated here with sharp and zip: each is refused with
 * a clear 4xx and nothing is stored (no file under DATA_DIR/avatars, the profile keeps no avatar).
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../../test/helper.ts'
import { NO_RATE_LIMITS, registerAndLogin } from '../../../test/auth/session.ts'
import { multipart } from '../../../test/submissions/support.ts'

const run = promisify(execFile)

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A PNG of `size`x`size` black grey pixels holding `rows` rows of data (all of them: a bomb). */
function greyPng(size: number, rows = size): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 0, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((size + 1) * rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A JPEG with a comment segment (FF FE) right after its start marker. */
function jpegWithComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1')
  const segment = Buffer.alloc(4)
  segment.set([0xff, 0xfe], 0)
  segment.writeUInt16BE(text.length + 2, 2)
  return Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)])
}

describe('malicious avatar images', () => {
  const ctx = build('pglite', NO_RATE_LIMITS)
  let headers: Record<string, string>
  const corpus: { name: string; content: Buffer; status: number; says: string }[] = []

  beforeAll(async () => {
    headers = { authorization: `Bearer ${(await registerAndLogin(ctx().app)).accessToken}` }
    const dir = await mkdtemp(path.join(os.tmpdir(), 'xl-avatars-'))
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#2af5ff' },
    })
      .jpeg()
      .toBuffer()
    await writeFile(path.join(dir, 'pilot.jpg'), photo)
    await writeFile(path.join(dir, 'payload.html'), '<html><script>alert(1)</script></html>')
    await run('zip', ['-q', '-j', path.join(dir, 'payload.zip'), path.join(dir, 'payload.html')])
    const zip = await readFile(path.join(dir, 'payload.zip'))
    // 5000x5000 black: 25 megapixels (past the 24 MP limit) in about 25 kB.
    const bomb = greyPng(5000)
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">' +
        '<script>fetch("/api/me")</script><rect width="64" height="64"/></svg>',
    )
    const polyglot = 'also holds a web page, a script or an archive'
    const pixels = 'too many pixels'
    corpus.push(
      { name: 'decompression bomb (25 MP in 25 kB)', content: bomb, status: 413, says: pixels },
      {
        name: 'header claiming 100000x100000',
        content: greyPng(100_000, 1),
        status: 413,
        says: pixels,
      },
      {
        name: 'JPEG that is also a ZIP',
        content: Buffer.concat([photo, zip]),
        status: 415,
        says: polyglot,
      },
      {
        name: 'JPEG that is also an HTML page',
        content: jpegWithComment(photo, '<html><body><script>alert(document.cookie)</script>'),
        status: 415,
        says: polyglot,
      },
      {
        name: 'JPEG that is also a script (javascript: URL)',
        content: jpegWithComment(photo, '*/location="javascript:alert(1)"/*'),
        status: 415,
        says: polyglot,
      },
      {
        name: 'SVG with a script',
        content: svg,
        status: 415,
        says: 'PNG, JPEG, WebP, GIF or AVIF',
      },
    )
  }, 120_000)

  it('refuses each one with a clear 4xx and stores nothing', async () => {
    for (const { name, content, status, says } of corpus) {
      const body = multipart(
        {},
        { content, filename: 'avatar.jpg', type: 'image/jpeg', field: 'avatar' },
      )
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/profiles/avatar',
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      })
      expect(res.statusCode, name).toBe(status)
      expect(res.json().message, name).toContain(says)
    }
    const stored = await readdir(path.join(ctx().dataDir, 'avatars')).catch(() => [])
    expect(stored).toEqual([])
    const me = await ctx().app.inject({ method: 'GET', url: '/api/profiles/me', headers })
    expect(me.json().avatar).toBeNull()
  })

  it('still takes the plain photo the polyglots were made from', async () => {
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#2af5ff' },
    })
      .jpeg()
      .toBuffer()
    const body = multipart(
      {},
      { content: photo, filename: 'a.jpg', type: 'image/jpeg', field: 'avatar' },
    )
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/profiles/avatar',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    })
    expect(res.statusCode).toBe(200)
    expect(await readdir(path.join(ctx().dataDir, 'avatars'))).toHaveLength(1)
  })
})
