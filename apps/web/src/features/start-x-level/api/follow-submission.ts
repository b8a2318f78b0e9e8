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

/**
 * GET /api/submissions/:id/events: the job's progress as server-sent events. EventSource cannot
 * send the Authorization header, so this reads the stream with fetch(). Resolves after the
 * verdict (or when the server ends the stream); `signal` stops it.
 */
export async function followSubmission(
  id: string,
  onEvent: (event: SubmissionEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await connect(id, signal)
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  const parse = createSseParser()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    for (const message of parse(value)) {
      const event = SubmissionEventSchema.parse(JSON.parse(message.data))
      onEvent(event)
      if (event.type === 'verdict') {
        await reader.cancel()
        return
      }
    }
  }
}
