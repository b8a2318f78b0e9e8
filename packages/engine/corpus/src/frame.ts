/** An RGB24 frame buffer with the few drawing primitives the synthetic scenes need. */
export type Rgb = readonly [number, number, number]

export class Frame {
  readonly data: Buffer

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = Buffer.alloc(width * height * 3)
  }

  /** Blends `c` into pixel (x, y) with coverage `a` in 0..1; clips silently. */
  blend(x: number, y: number, c: Rgb, a = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || a <= 0) return
    const i = (y * this.width + x) * 3
    const d = this.data
    if (a >= 1) {
      d[i] = c[0]
      d[i + 1] = c[1]
      d[i + 2] = c[2]
      return
    }
    d[i] = d[i]! + (c[0] - d[i]!) * a
    d[i + 1] = d[i + 1]! + (c[1] - d[i + 1]!) * a
    d[i + 2] = d[i + 2]! + (c[2] - d[i + 2]!) * a
  }

  fillRect(x: number, y: number, w: number, h: number, c: Rgb, a = 1): void {
    const x0 = Math.max(0, Math.round(x))
    const y0 = Math.max(0, Math.round(y))
    const x1 = Math.min(this.width, Math.round(x + w))
    const y1 = Math.min(this.height, Math.round(y + h))
    for (let yy = y0; yy < y1; yy++) for (let xx = x0; xx < x1; xx++) this.blend(xx, yy, c, a)
  }

  fillCircle(cx: number, cy: number, r: number, c: Rgb, a = 1): void {
    const r2 = r * r
    for (let y = Math.floor(cy - r); y <= cy + r; y++)
      for (let x = Math.floor(cx - r); x <= cx + r; x++)
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r2) this.blend(x, y, c, a)
  }

  /** Copies `src` (same size) shifted by (dx, dy) into this frame, leaving uncovered pixels. */
  copyFrom(src: Frame, dx = 0, dy = 0): void {
    if (dx === 0 && dy === 0 && src.width === this.width && src.height === this.height) {
      src.data.copy(this.data)
      return
    }
    for (let y = 0; y < this.height; y++) {
      const sy = y - dy
      if (sy < 0 || sy >= src.height) continue
      const x0 = Math.max(0, dx)
      const x1 = Math.min(this.width, src.width + dx)
      if (x1 <= x0) continue
      src.data.copy(
        this.data,
        (y * this.width + x0) * 3,
        (sy * src.width + x0 - dx) * 3,
        (sy * src.width + x1 - dx) * 3,
      )
    }
  }

  /** Draws `src` with its top-left corner at (x, y), clipped. */
  blit(src: Frame, x: number, y: number): void {
    for (let sy = 0; sy < src.height; sy++) {
      const ty = y + sy
      if (ty < 0 || ty >= this.height) continue
      const x0 = Math.max(0, -x)
      const x1 = Math.min(src.width, this.width - x)
      if (x1 <= x0) continue
      src.data.copy(
        this.data,
        (ty * this.width + x + x0) * 3,
        (sy * src.width + x0) * 3,
        (sy * src.width + x1) * 3,
      )
    }
  }

  /** Integer upscale by `k` (nearest), darkening every k-th row to imitate CRT scanlines. */
  upscale(k: number, scanline: number): Frame {
    const out = new Frame(this.width * k, this.height * k)
    for (let y = 0; y < out.height; y++) {
      const dark = k > 1 && y % k === k - 1 ? 1 - scanline : 1
      const srow = Math.floor(y / k) * this.width * 3
      const orow = y * out.width * 3
      for (let x = 0; x < out.width; x++) {
        const s = srow + Math.floor(x / k) * 3
        const o = orow + x * 3
        out.data[o] = this.data[s]! * dark
        out.data[o + 1] = this.data[s + 1]! * dark
        out.data[o + 2] = this.data[s + 2]! * dark
      }
    }
    return out
  }
}
