import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SubmissionEvent } from '@app/shared'
import type { SubmissionsService } from '../../modules/submissions/submissions.service.ts'

const PING_MS = 15_000

/**
 * Streams a submission's progress as server-sent events (`event: <type>`, JSON data) and ends
 * after the verdict or when the client goes away.
 */
export async function streamEvents(
  service: SubmissionsService,
  request: FastifyRequest,
  reply: FastifyReply,
  ids: { userId: string; submissionId: string },
): Promise<void> {
  await service.get(ids.userId, ids.submissionId)
  reply.hijack()
  const res = reply.raw
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  })
  let closed = false
  let stop = () => {}
  const ping = setInterval(() => res.write(': ping\n\n'), PING_MS)
  const end = () => {
    if (closed) return
    closed = true
    clearInterval(ping)
    stop()
    res.end()
  }
  const send = (event: SubmissionEvent) => {
    if (closed) return
    res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)
    if (event.type === 'verdict') end()
  }
  request.raw.on('close', end)
  try {
    stop = await service.follow(ids.userId, ids.submissionId, send)
    if (closed) stop()
  } catch (err) {
    request.log.error({ err }, 'progress stream failed')
    end()
  }
}
