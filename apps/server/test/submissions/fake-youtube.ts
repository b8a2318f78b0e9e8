import { createReadStream } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A loopback HTTP server that serves one video file at any path, standing in for YouTube; when
 * `file` gives null the video is gone (404), as after its owner deleted it.
 */
export async function serveVideo(file: () => string | null) {
  const server = http.createServer((_req, res) => {
    const current = file()
    if (current === null) {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('Video unavailable')
      return
    }
    res.writeHead(200, { 'content-type': 'video/mp4' })
    createReadStream(current).pipe(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    host,
    allowance: { hosts: [host], extractors: ['generic'], youtubeOrigin: `http://${host}` },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
