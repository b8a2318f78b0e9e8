import { describe, expect, it } from 'vitest'
import { youtubeEmbedUrl } from './youtube-embed'

describe('youtubeEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('embeds %s without cookies', (link, id) => {
    expect(youtubeEmbedUrl(link)).toBe(`https://www.youtube-nocookie.com/embed/${id}`)
  })

  it('keeps the start time', () => {
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=42')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42',
    )
  })

  it.each([
    'https://youtube.com/channel/abc',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'youtu.be/',
  ])('refuses %s', (link) => {
    expect(youtubeEmbedUrl(link)).toBeNull()
  })
})
