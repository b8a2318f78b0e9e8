import type { GrayImage, Rect } from './glyph.ts'

/** Otsu's threshold over the pixels of `r`. */
export function otsu(img: GrayImage, r: Rect): number {
  const hist = new Float64Array(256)
  let n = 0
  for (let y = r.y0; y < r.y1; y++) {
    for (let x = r.x0; x < r.x1; x++) {
      hist[img.data[y * img.width + x] ?? 0]! += 1
      n++
    }
  }
  let sum = 0
  for (let i = 0; i < 256; i++) sum += i * hist[i]!
  let sumB = 0
  let wB = 0
  let best = 0
  let threshold = 128
  for (let t = 0; t < 256; t++) {
    wB += hist[t]!
    if (wB === 0) continue
    const wF = n - wB
    if (wF === 0) break
    sumB += t * hist[t]!
    const mB = sumB / wB
    const mF = (sum - sumB) / wF
    const between = wB * wF * (mB - mF) ** 2
    if (between > best) {
      best = between
      threshold = t
    }
  }
  return threshold
}

/**
 * Binary ink mask of `r` (1 = ink), in a buffer of the rect's size. Polarity: whichever side of
 * the threshold the rect's border mostly falls on is the background, so light-on-dark and
 * dark-on-light text both work.
 */
export function binarizeRect(
  img: GrayImage,
  r: Rect,
  gap = 2,
): { mask: Uint8Array; width: number; height: number; light: boolean; threshold: number } {
  const t = otsu(img, r)
  const width = r.x1 - r.x0
  const height = r.y1 - r.y0
  let borderAbove = 0
  let border = 0
  for (let y = r.y0; y < r.y1; y++) {
    for (let x = r.x0; x < r.x1; x++) {
      if (y !== r.y0 && y !== r.y1 - 1 && x !== r.x0 && x !== r.x1 - 1) continue
      border++
      if ((img.data[y * img.width + x] ?? 0) > t) borderAbove++
    }
  }
  const light = borderAbove <= border / 2
  const mask = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = img.data[(y + r.y0) * img.width + x + r.x0] ?? 0
      mask[y * width + x] = (light ? v > t : v <= t) ? 1 : 0
    }
  }
  closeVertical(mask, width, height, gap)
  return { mask, width, height, light, threshold: t }
}

/** Fills vertical gaps up to `gap` pixels (scanline filters draw dark rows through glyphs). */
export function closeVertical(mask: Uint8Array, width: number, height: number, gap: number): void {
  for (let x = 0; x < width; x++) {
    let last = -1
    for (let y = 0; y < height; y++) {
      if (!mask[y * width + x]) continue
      if (last >= 0 && y - last > 1 && y - last - 1 <= gap) {
        for (let k = last + 1; k < y; k++) mask[k * width + x] = 1
      }
      last = y
    }
  }
}
