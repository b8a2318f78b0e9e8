import { describe, expect, it } from 'vitest'
import { trailerSrc } from './game-trailer'
import { buyLinks } from './where-to-buy-modal'

describe('game links', () => {
  it('plays a trailer embed automatically, with sound, looped on itself', () => {
    const src = new URL(trailerSrc('https://www.youtube.com/embed/abc123XYZ'))
    expect(src.pathname).toBe('/embed/abc123XYZ')
    expect(Object.fromEntries(src.searchParams)).toEqual({
      autoplay: '1',
      mute: '0',
      loop: '1',
      playlist: 'abc123XYZ',
    })
  })

  it('searches the three stores for the URL-encoded title', () => {
    expect(buyLinks('Espgaluda II & Co').map((link) => link.href)).toEqual([
      'https://www.ebay.com/sch/i.html?_nkw=Espgaluda%20II%20%26%20Co',
      'https://www.amazon.com/s?k=Espgaluda%20II%20%26%20Co',
      'https://www.play-asia.com/search/Espgaluda%20II%20%26%20Co',
    ])
  })
})
