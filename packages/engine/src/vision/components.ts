import { closeVertical } from './binarize.ts'
import type { GrayImage, Rect } from './glyph.ts'

/** A glyph-sized connected component of a local-contrast mask. */
export interface Blob extends Rect {
  light: boolean
  pixels: number
}

function integral(img: GrayImage): Float64Array {
  const { width: w, height: h, data } = img
  const ii = new Float64Array((w + 1) * (h + 1))
  for (let y = 0; y < h; y++) {
    let row = 0
    for (let x = 0; x < w; x++) {
      row += data[y * w + x]!
      ii[(y + 1) * (w + 1) + x + 1] = ii[y * (w + 1) + x + 1]! + row
    }
  }
  return ii
}

/** Masks of pixels clearly brighter / darker than their neighbourhood mean. */
export function contrastMasks(
  img: GrayImage,
  radius: number,
  delta: number,
): [Uint8Array, Uint8Array] {
  const { width: w, height: h, data } = img
  const ii = integral(img)
  const light = new Uint8Array(w * h)
  const dark = new Uint8Array(w * h)
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - radius)
    const y1 = Math.min(h, y + radius + 1)
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - radius)
      const x1 = Math.min(w, x + radius + 1)
      const sum =
        ii[y1 * (w + 1) + x1]! -
        ii[y0 * (w + 1) + x1]! -
        ii[y1 * (w + 1) + x0]! +
        ii[y0 * (w + 1) + x0]!
      const mean = sum / ((y1 - y0) * (x1 - x0))
      const v = data[y * w + x]!
      if (v > mean + delta) light[y * w + x] = 1
      else if (v < mean - delta) dark[y * w + x] = 1
    }
  }
  closeVertical(light, w, h, 2)
  closeVertical(dark, w, h, 2)
  return [light, dark]
}

/** 8-connected components of a mask, as bounding boxes with pixel counts. */
export function components(mask: Uint8Array, w: number, h: number, light: boolean): Blob[] {
  const label = new Int32Array(w * h)
  const out: Blob[] = []
  const stack: number[] = []
  for (let start = 0; start < w * h; start++) {
    if (!mask[start] || label[start]) continue
    const blob: Blob = { x0: w, y0: h, x1: 0, y1: 0, light, pixels: 0 }
    label[start] = out.length + 1
    stack.push(start)
    while (stack.length) {
      const p = stack.pop()!
      const x = p % w
      const y = (p - x) / w
      blob.pixels++
      blob.x0 = Math.min(blob.x0, x)
      blob.y0 = Math.min(blob.y0, y)
      blob.x1 = Math.max(blob.x1, x + 1)
      blob.y1 = Math.max(blob.y1, y + 1)
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx
          const ny = y + dy
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue
          const q = ny * w + nx
          if (mask[q] && !label[q]) {
            label[q] = out.length + 1
            stack.push(q)
          }
        }
      }
    }
    out.push(blob)
  }
  return out
}

/** Keeps components shaped like a glyph of a HUD counter at this frame size. */
export function glyphLike(b: Blob, frameHeight: number): boolean {
  const w = b.x1 - b.x0
  const h = b.y1 - b.y0
  if (h < 5 || h > frameHeight / 8) return false
  // Touching glyphs (blur, tight spacing) make one wide blob: allow a run of them.
  if (w > h * 8) return false
  const fill = b.pixels / (w * h)
  return fill > 0.1 && fill < 0.95
}
