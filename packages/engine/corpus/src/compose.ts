/** Puts the game screen into the captured picture: pillarbox sides, black or artwork. */
import { fontByName } from './atlas.ts'
import type { Frame } from './frame.ts'
import type { Box } from './hud.ts'
import type { Rng } from './rng.ts'
import type { ClipSpec } from './spec.ts'

/** Display aspect of each game screen (arcade and console screens are 4:3; tate is 3:4). */
function screenAspect(spec: ClipSpec): number {
  return spec.canvas === 'tate' ? 3 / 4 : 4 / 3
}

/** The capture canvas (in game-pixel rows) and where the game screen sits in it. */
export function captureGeometry(
  spec: ClipSpec,
  gw: number,
  gh: number,
): { width: number; height: number; x: number } {
  const frameAspect = spec.output.aspect === '16:9' ? 16 / 9 : 4 / 3
  // Game pixels are not square: a canvas `w` wide shows at `screenAspect` over its `gw` pixels.
  const pixelAspect = (screenAspect(spec) * gh) / gw
  const width = Math.round((frameAspect * gh) / pixelAspect / 2) * 2
  return { width: Math.max(width, gw), height: gh, x: Math.max(0, Math.round((width - gw) / 2)) }
}

/** Side artwork: a gradient, a frame and a made-up title, drawn once per clip. */
export function drawArtwork(fr: Frame, rng: Rng, gameX: number, gameW: number): void {
  const hue = rng.int(0, 2)
  for (let y = 0; y < fr.height; y++) {
    const v = (y / fr.height) * 120
    const c: [number, number, number] =
      hue === 0 ? [v, 20, 120 - v / 2] : hue === 1 ? [120 - v / 2, v / 2, 20] : [20, v, 80]
    fr.fillRect(0, y, fr.width, 1, c)
  }
  for (let i = 0; i < 30; i++)
    fr.fillCircle(
      rng.range(0, fr.width),
      rng.range(0, fr.height),
      rng.range(2, 9),
      [255, 255, 255],
      0.08,
    )
  fr.fillRect(gameX - 3, 0, 3, fr.height, [200, 180, 90])
  fr.fillRect(gameX + gameW, 0, 3, fr.height, [200, 180, 90])
  const title = rng.pick(['STAR', 'BLAZE', 'RAIDEN', 'GUNNER', 'ARROW', 'STORM'])
  const font = fontByName(rng.pick(['press-start-2p', 'orbitron', 'liberation-serif-bold']))
  const style = {
    color: [255, 220, 120] as const,
    scale: 2,
    outline: [60, 20, 0] as const,
    shadow: null,
  }
  const side = Math.max(0, gameX - 8)
  if (font.measure(title) * 2 <= side) font.draw(fr, title, 4, 20, style)
  if (rng.chance(0.5) && font.measure('1993') * 2 <= side)
    font.draw(fr, '1993', 4, fr.height - 40, style)
}

/** Maps a box in capture-canvas pixels to output pixels. */
export function mapBox(b: Box, canvasW: number, canvasH: number, outW: number, outH: number): Box {
  const sx = outW / canvasW
  const sy = outH / canvasH
  return {
    x: Math.round(b.x * sx),
    y: Math.round(b.y * sy),
    width: Math.round(b.width * sx),
    height: Math.round(b.height * sy),
  }
}
