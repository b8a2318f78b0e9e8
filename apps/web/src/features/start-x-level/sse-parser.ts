/** One server-sent event: its name (`message` when the server gives none) and its data lines. */
export interface SseMessage {
  event: string
  data: string
}

/**
 * An incremental text/event-stream parser: feed it chunks as they arrive, get the complete
 * events back. Comment lines (`: ping`) are skipped; CRLF, LF and CR line ends are accepted.
 */
export function createSseParser() {
  let buffer = ''
  let event = ''
  let data: string[] = []

  const line = (text: string, out: SseMessage[]) => {
    if (text === '') {
      if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n') })
      event = ''
      data = []
      return
    }
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '')
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
  }

  return (chunk: string): SseMessage[] => {
    buffer += chunk
    const out: SseMessage[] = []
    // A CR at the very end may be the first half of a CRLF: keep it for the next chunk.
    const held = buffer.endsWith('\r') ? '\r' : ''
    const lines = buffer.slice(0, buffer.length - held.length).split(/\r\n|\r|\n/)
    // The last piece has no line end yet.
    buffer = (lines.pop() ?? '') + held
    for (const text of lines) line(text, out)
    return out
  }
}
