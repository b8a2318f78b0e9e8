/** Pixel-art sprites from text templates; each character is a palette entry, '.' is transparent. */
import type { Frame, Rgb } from './frame.ts'

export interface Sprite {
  w: number
  h: number
  rows: string[]
  palette: Record<string, Rgb>
}

function sprite(rows: string[], palette: Record<string, Rgb>): Sprite {
  return { w: rows[0]!.length, h: rows.length, rows, palette }
}

export const PLAYER = sprite(
  [
    '....aa....',
    '....aa....',
    '...abba...',
    '...abba...',
    '.a.aaaa.a.',
    'aaaaccaaaa',
    'aa.aaaa.aa',
    'a..d..d..a',
  ],
  { a: [200, 210, 230], b: [60, 160, 255], c: [255, 80, 60], d: [255, 200, 40] },
)

export const ENEMIES: Sprite[] = [
  sprite(['.eeee.', 'effffe', 'ef..fe', 'eeeeee', 'e.ee.e', '.e..e.'], {
    e: [220, 60, 60],
    f: [255, 200, 90],
  }),
  sprite(['g....g', 'gg..gg', 'gghhgg', '.gggg.', '..gg..'], {
    g: [90, 200, 90],
    h: [250, 250, 120],
  }),
  sprite(['..ii..', '.ijji.', 'iijjii', 'i.ii.i', 'i....i'], {
    i: [170, 90, 230],
    j: [120, 230, 255],
  }),
]

export const BOSS = sprite(
  [
    '....kkkkkkkk....',
    '..kkllllllllkk..',
    '.kllmmllllmmllk.',
    'kllmnnmllmnnmllk',
    'kllmnnmllmnnmllk',
    'kllllllllllllllk',
    'kkkllkkkkkkllkkk',
    '.k.kk.kllk.kk.k.',
    '.k..k.kllk.k..k.',
    '......kkkk......',
  ],
  { k: [110, 110, 130], l: [170, 170, 190], m: [255, 90, 40], n: [255, 240, 160] },
)

/** Draws `s` centred at (cx, cy), scaled by `k`, optionally rotated a quarter turn (horizontal games). */
export function drawSprite(
  frame: Frame,
  s: Sprite,
  cx: number,
  cy: number,
  k: number,
  rotate: boolean,
): void {
  const w = rotate ? s.h : s.w
  const h = rotate ? s.w : s.h
  const x0 = Math.round(cx - (w * k) / 2)
  const y0 = Math.round(cy - (h * k) / 2)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      // A quarter turn clockwise: the sprite's "up" becomes "right".
      const ch = rotate ? s.rows[s.h - 1 - x]![y]! : s.rows[y]![x]!
      const c = s.palette[ch]
      if (c) frame.fillRect(x0 + x * k, y0 + y * k, k, k, c)
    }
}
