/** Glyph atlases (rasterised once by build-atlases.ts) and text drawing into a Frame. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Frame, Rgb } from './frame.ts'

export const ATLAS_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-:.x'

export interface Glyph {
  w: number
  /** 8-bit coverage, row-major, `w` x atlas height, base64. */
  data: string
}

export interface Atlas {
  name: string
  height: number
  baseline: number
  binary: boolean
  glyphs: Record<string, Glyph>
}

interface DecodedGlyph {
  w: number
  cov: Uint8Array
}

export interface TextStyle {
  color: Rgb
  /** The fill's colour at the glyphs' bottom row, blended down from `color` at the top. */
  gradient?: Rgb
  /** Integer pixel scale (arcade HUDs often double their 8 px font). */
  scale: number
  outline: Rgb | null
  shadow: Rgb | null
}

/** A loaded font: digits advance by a fixed width (score counters are monospaced). */
export class Font {
  private readonly glyphs = new Map<string, DecodedGlyph>()
  readonly digitAdvance: number
  readonly spaceAdvance: number
  /** The first and last rows any digit inks. */
  private readonly digitRows: [number, number]

  constructor(readonly atlas: Atlas) {
    for (const [ch, g] of Object.entries(atlas.glyphs))
      this.glyphs.set(ch, { w: g.w, cov: new Uint8Array(Buffer.from(g.data, 'base64')) })
    const digitWidths = [...'0123456789'].map((d) => this.glyphs.get(d)?.w ?? 0)
    this.digitAdvance = Math.max(...digitWidths) + Math.max(1, Math.round(atlas.height / 8))
    this.spaceAdvance = this.digitAdvance
    const inked = [...'0123456789'].flatMap((d) => {
      const g = this.glyphs.get(d)
      if (!g) return []
      return Array.from({ length: atlas.height }, (_, y) => y).filter((y) =>
        g.cov.subarray(y * g.w, (y + 1) * g.w).some((a) => a > 0),
      )
    })
    this.digitRows = [Math.min(...inked), Math.max(...inked)]
  }

  get name(): string {
    return this.atlas.name
  }

  advance(ch: string): number {
    if (ch >= '0' && ch <= '9') return this.digitAdvance
    const g = this.glyphs.get(ch)
    return g ? g.w + Math.max(1, Math.round(this.atlas.height / 8)) : this.spaceAdvance
  }

  /** Width in unscaled pixels of `text`. */
  measure(text: string): number {
    let w = 0
    for (const ch of text) w += this.advance(ch)
    return w
  }

  /** Draws `text` with its top-left at (x, y); returns the drawn width in frame pixels. */
  draw(frame: Frame, text: string, x: number, y: number, style: TextStyle): number {
    const layers: Array<[number, number, Rgb]> = []
    if (style.shadow) layers.push([style.scale, style.scale, style.shadow])
    if (style.outline)
      for (const [dx, dy] of [
        [-1, 0],
        [1, 0],
        [0, -1],
        [0, 1],
        [-1, -1],
        [1, 1],
        [-1, 1],
        [1, -1],
      ] as const)
        layers.push([dx, dy, style.outline])
    for (const [dx, dy, color] of layers)
      this.drawLayer(frame, text, x + dx, y + dy, () => color, style.scale)
    const fill = style.gradient ? this.shade(style.color, style.gradient) : () => style.color
    this.drawLayer(frame, text, x, y, fill, style.scale)
    return this.measure(text) * style.scale
  }

  /** The colour of each glyph row, from `top` at the digits' first inked row to `bottom` at their last. */
  private shade(top: Rgb, bottom: Rgb): (row: number) => Rgb {
    const [first, last] = this.digitRows
    return (row) => {
      const t = Math.min(1, Math.max(0, (row - first) / Math.max(1, last - first)))
      const mix = (a: number, b: number): number => Math.round(a + (b - a) * t)
      return [mix(top[0], bottom[0]), mix(top[1], bottom[1]), mix(top[2], bottom[2])]
    }
  }

  private drawLayer(
    frame: Frame,
    text: string,
    x: number,
    y: number,
    color: (row: number) => Rgb,
    k: number,
  ): void {
    let pen = x
    for (const ch of text) {
      const g = this.glyphs.get(ch)
      const adv = this.advance(ch)
      if (g) {
        // Digits are centred in their fixed cell, as in tabular figures.
        const off = ch >= '0' && ch <= '9' ? Math.floor((this.digitAdvance - 1 - g.w) / 2) : 0
        for (let gy = 0; gy < this.atlas.height; gy++) {
          const c = color(gy)
          for (let gx = 0; gx < g.w; gx++) {
            const a = g.cov[gy * g.w + gx]! / 255
            if (a === 0) continue
            for (let sy = 0; sy < k; sy++)
              for (let sx = 0; sx < k; sx++)
                frame.blend(pen + (off + gx) * k + sx, y + gy * k + sy, c, a)
          }
        }
      }
      pen += adv * k
    }
  }
}

let cache: Font[] | null = null

/** All committed atlases, in a fixed order. */
export function loadFonts(): Font[] {
  cache ??= (
    JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'fonts', 'atlases.json'), 'utf8'),
    ) as Atlas[]
  ).map((a) => new Font(a))
  return cache
}

export function fontByName(name: string): Font {
  const font = loadFonts().find((f) => f.name === name)
  if (!font) throw new Error(`unknown font ${name}`)
  return font
}
