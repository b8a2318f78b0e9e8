import { describe, expect, it } from 'vitest'
import { createSseParser } from './sse-parser'

describe('createSseParser', () => {
  it('reads named events split anywhere across chunks, skipping comments', () => {
    const stream =
      ': ping\n\nevent: queued\ndata: {"type":"queued"}\n\nevent: reading\r\ndata: {"type":"reading",\r\ndata: "percent":40}\r\n\r\n'
    for (const size of [1, 3, 7, stream.length]) {
      const parse = createSseParser()
      const events = []
      for (let i = 0; i < stream.length; i += size) events.push(...parse(stream.slice(i, i + size)))
      expect(events).toEqual([
        { event: 'queued', data: '{"type":"queued"}' },
        { event: 'reading', data: '{"type":"reading",\n"percent":40}' },
      ])
    }
  })

  it('keeps an unfinished event until its blank line arrives', () => {
    const parse = createSseParser()
    expect(parse('data: a\n')).toEqual([])
    expect(parse('\n')).toEqual([{ event: 'message', data: 'a' }])
  })
})
