import type { GrayImage } from '../src/vision/glyph.ts'

/** Draws `text` in a bitmap font, each font pixel a k x k block, light on dark, with scanlines. */
export function renderPixelText(
  text: string,
  font: Record<string, string[]>,
  k: number,
  scanlines = false,
): GrayImage {
  const h = font['0']!.length
  const w = font['0']![0]!.length
  const width = (text.length * (w + 1) + 2) * k
  const height = (h + 4) * k
  const data = new Uint8Array(width * height).fill(20)
  ;[...text].forEach((ch, i) => {
    font[ch]?.forEach((row, y) =>
      [...row].forEach((c, x) => {
        if (c !== '#') return
        for (let dy = 0; dy < k; dy++) {
          for (let dx = 0; dx < k; dx++) {
            const py = (y + 2) * k + dy
            const px = (1 + i * (w + 1) + x) * k + dx
            data[py * width + px] = scanlines && dy === k - 1 ? 60 : 230
          }
        }
      }),
    )
  })
  return { data, width, height }
}
