import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SubmissionEvent } from '@app/shared'
import { HttpStatusError } from '../upload-messages'
import { followSubmission } from './follow-submission'

const VERDICT: SubmissionEvent = {
  type: 'verdict',
  status: 'approved',
  verdict: 'valid',
  maxScore: 1200,
  message: 'ok',
}
const sse = (event: SubmissionEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`

/**
 * A real progress stream on loopback: each connection gets the next scripted answer. fetch() in
 * the test resolves the app's relative URL against it, as the browser does against the page.
 */
async function streamServer(answers: ((res: http.ServerResponse) => void)[]) {
  let connections = 0
  const server = http.createServer((_req, res) => {
    const answer = answers[Math.min(connections, answers.length - 1)]!
    connections += 1
    answer(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
    realFetch(new URL(input, base), init),
  )
  return {
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

const open = (res: http.ServerResponse) =>
  res.writeHead(200, { 'content-type': 'text/event-stream' })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('followSubmission', () => {
  it('reconnects when the stream ends before the verdict and goes on from the new snapshot', async () => {
    const server = await streamServer([
      (res) => {
        open(res)
        res.end(sse({ type: 'queued' }))
      },
      (res) => {
        res.writeHead(503).end()
      },
      (res) => {
        open(res)
        res.end(sse({ type: 'reading', percent: 40 }) + sse(VERDICT))
      },
    ])
    const seen: string[] = []
    await followSubmission('a', (event) => seen.push(event.type), new AbortController().signal)
    expect(seen).toEqual(['queued', 'reading', 'verdict'])
    expect(server.connections()).toBe(3)
    await server.close()
  })

  it('gives up at once on a client error such as 404', async () => {
    const server = await streamServer([(res) => res.writeHead(404).end()])
    const following = followSubmission('a', () => {}, new AbortController().signal)
    await expect(following).rejects.toEqual(new HttpStatusError(404))
    expect(server.connections()).toBe(1)
    await server.close()
  })

  it('stops waiting to reconnect when aborted', async () => {
    const server = await streamServer([(res) => res.writeHead(502).end()])
    const controller = new AbortController()
    const following = followSubmission('a', () => {}, controller.signal)
    await vi.waitFor(() => expect(server.connections()).toBe(1))
    controller.abort(new Error('left the page'))
    await expect(following).rejects.toThrow('left the page')
    await server.close()
  })
})
