import http from 'node:http'

/** An HTTP listener on loopback that counts every request it gets (it should get none). */
export async function trapListener(): Promise<{
  url: string
  hits: string[]
  close(): Promise<void>
}> {
  const hits: string[] = []
  const server = http.createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`)
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
