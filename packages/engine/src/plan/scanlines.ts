import type { GrayImage } from '../vision/glyph.ts'

/** Scanline periods looked for, in rows: a CRT filter over a picture upscaled 2, 3 or 4 times. */
const PERIODS = [2, 3, 4]
/** A block of rows whose brightest row is under this level (black) shows no scanline. */
const LIT = 24
/** A block's darkest row under this share of its brightest is a dark row... */
const DARK_SHARE = 0.85
/**
 * ...and a scanline filter's where the same row of the period is the dark one in this share of
 * all lit blocks: the filter darkens one phase everywhere, while content puts its dark rows at
 * every phase alike (or, upscaled without a filter, none).
 */
const SAME_PHASE = 0.6
/** Each frame's rows are averaged down to this many strips (every STEP-th pixel) first. */
export const SCANLINE_STRIPS = 16
const STEP = 4

/**
 * The row period of a scanline filter drawn over the video (every second row darkened after a
 * 2x upscale, and the like), from a few frames at their native height; 0 where none is seen.
 * Each frame's rows are averaged down to a few strips, each strip cut into blocks of one period,
 * and a block's darkest row noted where it is clearly darker than its brightest: a filter makes
 * one phase the dark one all down the picture, in bright and dim parts alike. The shortest
 * period that shows it is taken (a 2-row filter's blocks of 4 hold two dark rows, and split
 * their votes).
 */
export function scanlinePeriod(frames: GrayImage[]): number {
  const narrow = frames.map(strips)
  return PERIODS.find((p) => darkPhaseShare(narrow, p) >= SAME_PHASE) ?? 0
}

/** `img` with each row averaged over SCANLINE_STRIPS strips of its width (or one a column). */
function strips(img: GrayImage): GrayImage {
  const width = Math.min(SCANLINE_STRIPS, img.width)
  const data = new Uint8Array(width * img.height)
  for (let y = 0; y < img.height; y++) {
    for (let k = 0; k < width; k++) {
      const x0 = Math.floor((k * img.width) / width)
      const x1 = Math.floor(((k + 1) * img.width) / width)
      const step = x1 - x0 > STEP ? STEP : 1
      let sum = 0
      let n = 0
      for (let x = x0; x < x1; x += step, n++) sum += img.data[y * img.width + x]!
      data[y * width + k] = Math.round(sum / n)
    }
  }
  return { data, width, height: img.height }
}

/** Share of the lit blocks of `p` rows whose dark row is at the phase most often dark. */
function darkPhaseShare(frames: GrayImage[], p: number): number {
  const votes = new Array<number>(p).fill(0)
  let lit = 0
  for (const { data, width, height } of frames) {
    for (let x = 0; x < width; x++) {
      for (let y0 = 0; y0 + p <= height; y0 += p) {
        let lo = 0
        let hi = 0
        for (let k = 1; k < p; k++) {
          const v = data[(y0 + k) * width + x]!
          if (v < data[(y0 + lo) * width + x]!) lo = k
          if (v > data[(y0 + hi) * width + x]!) hi = k
        }
        const top = data[(y0 + hi) * width + x]!
        if (top < LIT) continue
        lit++
        if (data[(y0 + lo) * width + x]! < top * DARK_SHARE) votes[lo]!++
      }
    }
  }
  return lit ? Math.max(...votes) / lit : 0
}
