/** Scrolling backgrounds: parallax starfield, tiled terrain, nebula, metal space station. */
import type { Frame, Rgb } from './frame.ts'
import type { Rng } from './rng.ts'

export const BACKGROUNDS = ['starfield', 'terrain', 'nebula', 'station'] as const
export type BackgroundKind = (typeof BACKGROUNDS)[number]

interface Star {
  a: number
  b: number
  layer: number
}

/** Integer hash to [0, 1): deterministic tile colours without storing a map. */
function hash(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 374761393) ^ Math.imul(y, 668265263) ^ seed
  h = Math.imul(h ^ (h >>> 13), 1274126177)
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296
}

const TERRAIN: Rgb[] = [
  [20, 50, 120],
  [30, 70, 150],
  [190, 170, 110],
  [60, 130, 50],
  [40, 100, 40],
  [90, 80, 70],
]

export class Background {
  private readonly stars: Star[]
  private readonly seed: number
  private readonly tint: Rgb

  constructor(
    private readonly kind: BackgroundKind,
    private readonly width: number,
    private readonly height: number,
    rng: Rng,
    private readonly vertical: boolean,
  ) {
    this.seed = rng.int(1, 1 << 30)
    this.tint = rng.pick<Rgb>([
      [10, 10, 30],
      [25, 5, 30],
      [0, 20, 25],
      [30, 15, 5],
    ])
    this.stars = Array.from({ length: kind === 'starfield' ? 90 : 40 }, () => ({
      a: rng.next(),
      b: rng.next(),
      layer: rng.int(1, 3),
    }))
  }

  draw(fr: Frame, scroll: number): void {
    if (this.kind === 'terrain')
      this.tiles(fr, scroll, 8, (v) => TERRAIN[Math.min(5, Math.floor(v * 6))]!)
    else if (this.kind === 'station')
      this.tiles(fr, scroll * 1.5, 16, (v) =>
        v < 0.3 ? [40, 40, 48] : [70 + v * 40, 72 + v * 40, 85 + v * 40],
      )
    else this.space(fr, scroll)
  }

  /** Tiles with smoothed hashed values; the travel axis scrolls. */
  private tiles(fr: Frame, scroll: number, size: number, colour: (v: number) => Rgb): void {
    const off = Math.floor(scroll)
    const along = this.vertical ? this.height : this.width
    const across = this.vertical ? this.width : this.height
    const s = off % size
    for (let p = s - size; p < along; p += size) {
      const world = (p - off) / size
      for (let c = 0; c < across; c += size) {
        const tc = c / size
        const v = (hash(tc >> 1, world >> 1, this.seed) * 2 + hash(tc, world, this.seed)) / 3
        const [x, y] = this.vertical ? [c, p] : [along - p - size, c]
        fr.fillRect(x, y, size, size, colour(v))
        if (size >= 16) fr.fillRect(x, y, size, 1, [25, 25, 30])
      }
    }
  }

  private space(fr: Frame, scroll: number): void {
    const [r, g, b] = this.tint
    for (let y = 0; y < this.height; y++) {
      const k = this.kind === 'nebula' ? 1 + 1.5 * Math.sin((y + scroll * 0.3) / 37) ** 2 : 1
      fr.fillRect(0, y, this.width, 1, [r * k, g * k, b * k])
    }
    for (const s of this.stars) {
      const speed = s.layer * 0.6
      const along = ((s.a * 1000 + scroll * speed) % 1000) / 1000
      const x = this.vertical ? s.b * this.width : (1 - along) * this.width
      const y = this.vertical ? along * this.height : s.b * this.height
      const v = 80 + s.layer * 55
      fr.fillRect(
        x,
        y,
        s.layer > 2 ? 2 : 1,
        s.layer > 2 && this.vertical ? 3 : s.layer > 2 ? 2 : 1,
        [v, v, v + 20],
      )
    }
  }
}
