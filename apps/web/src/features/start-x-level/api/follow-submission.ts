import { SubmissionEventSchema, type SubmissionEvent } from '@app/shared'
import { getAccessToken, setAccessToken } from '@/lib/access-token'
import { refreshSession } from '@/lib/api-client'
import { createSseParser } from '../sse-parser'
import { HttpStatusError } from '../upload-messages'

const open = (id: string, signal: AbortSignal) => {
  const token = getAccessToken()
  return fetch(`/api/submissions/${encodeURIComponent(id)}/events`, {
    headers: {
      Accept: 'text/event-stream',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'include',
    signal,
  })
}

/** Opens the stream; an expired access token is renewed once, like the axios client does. */
async function connect(id: string, signal: AbortSignal): Promise<Response> {
  let response = await open(id, signal)
  if (response.status === 401) {
    const session = await refreshSession()
    setAccessToken(session.accessToken)
    response = await open(id, signal)
  }
  if (!response.ok || !response.body) throw new HttpStatusError(response.status)
  return response
}

/** Reads one connection's events; true once the verdict came, false if the stream ended first. */
async function readUntilVerdict(
  response: Response,
  onEvent: (event: SubmissionEvent) => void,
): Promise<boolean> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  const parse = createSseParser()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return false
    for (const message of parse(value)) {
      const event = SubmissionEventSchema.parse(JSON.parse(message.data))
      onEvent(event)
      if (event.type === 'verdict') {
        await reader.cancel()
        return true
      }
    }
  }
}

/** Waits before reconnecting: 0.5 s, 1 s, 2 s ... up to 8 s; rejects when `signal` aborts. */
function backoff(attempt: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, Math.min(500 * 2 ** attempt, 8_000))
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason as Error)
    })
  })
}

/** A dropped connection (fetch's TypeError) or a server error is worth another try. */
const retryable = (err: unknown) =>
  err instanceof TypeError || (err instanceof HttpStatusError && err.status >= 500)

/** Reconnections in a row without a single event before the stream counts as lost. */
export const MAX_RECONNECTS = 8

/**
 * GET /api/submissions/:id/events: the job's progress as server-sent events. EventSource cannot
 * send the Authorization header, so this reads the stream with fetch(). A stream cut before the
 * verdict (the API restarting, a network drop, a 5xx) is opened again with backoff; the server
 * starts each connection with the submission's current state, so nothing is missed. Resolves
 * after the verdict; `signal` stops it; a 4xx or too many failed reconnections reject.
 */
export async function followSubmission(
  id: string,
  onEvent: (event: SubmissionEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  let failures = 0
  for (;;) {
    let heard = false
    try {
      const response = await connect(id, signal)
      const done = await readUntilVerdict(response, (event) => {
        heard = true
        onEvent(event)
      })
      if (done) return
    } catch (err) {
      if (signal.aborted || !retryable(err)) throw err
    }
    failures = heard ? 1 : failures + 1
    if (failures > MAX_RECONNECTS) throw new Error('the progress stream was lost')
    await backoff(failures - 1, signal)
  }
}
