import { readdir } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DATABASE_KINDS } from '../../../test/helper.ts'
import { buildWith, pilot, waitFor } from '../../../test/submissions/support.ts'

describe.each(DATABASE_KINDS)('an upload cut off mid-stream on %s', (kind) => {
  const ctx = buildWith(kind)

  it('leaves no partial file and no submission', async () => {
    const { app, dataDir } = ctx()
    const me = await pilot(app)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const boundary = 'xlboundary'
    const head =
      `--${boundary}\r\ncontent-disposition: form-data; name="gameId"\r\n\r\n3\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="video"; filename="run.mp4"\r\n` +
      'content-type: video/mp4\r\n\r\n'
    const request = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/submissions',
      headers: {
        ...me.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + 50_000_000),
      },
    })
    request.on('error', () => undefined)
    request.write(head)
    request.write(Buffer.alloc(2_000_000, 7))
    const videos = path.join(dataDir, 'videos')
    // The partial file exists while the upload streams in...
    await waitFor(
      async () => ((await readdir(videos).catch(() => [])).length > 0 ? true : undefined),
      10_000,
    )
    request.destroy()
    // ...and is removed once the client is gone.
    await waitFor(async () => ((await readdir(videos)).length === 0 ? true : undefined), 10_000)
    expect((await me.get('')).json().total).toBe(0)
  })
})
