/** A clip's full description, drawn from a seed: game look, HUD, score, capture and tampering. */
import { fontByName, loadFonts, type Font } from './atlas.ts'
import { BACKGROUNDS, type BackgroundKind } from './background.ts'
import type { Rgb } from './frame.ts'
import { counterWidth, type HudLayout, type HudStyle } from './hud.ts'
import { Rng } from './rng.ts'
import { randomScoreConfig, type ScoreConfig } from './score.ts'

export const GAME_CANVASES = {
  /** Horizontal shooter, 320x224 (arcade / Mega Drive). */
  h320: { width: 320, height: 224, vertical: false },
  /** Vertical scroller on a landscape 256x224 screen (NES, SNES, PC Engine). */
  h256: { width: 256, height: 224, vertical: true },
  /** Arcade tate (rotated monitor) 224x288: shown pillarboxed. */
  tate: { width: 224, height: 288, vertical: true },
  /** Vertical play area beside a score panel, 320x240 (PC / console ports). */
  panel: { width: 320, height: 240, vertical: true },
} as const
export type GameCanvas = keyof typeof GAME_CANVASES

export const TAMPER_KINDS = [
  'splice',
  'overlay',
  'concat',
  'frozen',
  'resolution_change',
  'impossible_jump',
] as const
export type TamperKind = (typeof TAMPER_KINDS)[number]

export interface TamperSpec {
  kind: TamperKind
  /** Output frame where the tampering starts. */
  at: number
  /** Frames removed (splice), frozen (frozen), or unused (0). */
  length: number
  /** frozen: the counter keeps updating over the frozen picture. overlay: the fake keeps counting. */
  live: boolean
  /** impossible_jump: points added; overlay: points added to the real score. */
  amount: number
  seed: number
}

export interface OutputSpec {
  /** 480 to 1080 in the corpus; 240 and 360 in the low-resolution set only (lowResSpecs). */
  height: 240 | 360 | 480 | 720 | 1080
  aspect: '4:3' | '16:9'
  /** What fills the space beside a narrower picture. */
  sides: 'black' | 'artwork'
  scaler: 'neighbor' | 'bilinear' | 'bicubic'
  /** Darkening of every second line after a 2x nearest upscale (0: no scanlines). */
  scanlines: number
  crf: number
  fps: 25 | 30 | 50 | 60
}

export interface ClipSpec {
  id: string
  seed: number
  seconds: number
  canvas: GameCanvas
  background: BackgroundKind
  hud: HudStyle
  score: ScoreConfig
  hiStart: number
  hudShakes: boolean
  extras: {
    popups: boolean
    stageClear: boolean
    blinkLabel: boolean
  }
  output: OutputSpec
  tamper: TamperSpec | null
}

const COLOURS: Rgb[] = [
  [255, 255, 255],
  [255, 230, 60],
  [90, 230, 255],
  [255, 80, 80],
  [120, 255, 120],
  [255, 160, 40],
]

function pickHud(rng: Rng, canvas: GameCanvas, digits: number): HudStyle {
  const layouts: HudLayout[] =
    canvas === 'panel'
      ? ['side-panel']
      : canvas === 'h320'
        ? ['top-stacked', 'top-inline', 'bottom-inline']
        : ['top-stacked', 'top-inline']
  const fonts = loadFonts()
  const font: Font = rng.pick(fonts)
  const style: HudStyle = {
    layout: rng.pick(layouts),
    font: font.name,
    labelFont: rng.chance(0.6) ? font.name : rng.pick(fonts).name,
    scale: font.atlas.height <= 8 && rng.chance(0.4) ? 2 : 1,
    color: rng.pick(COLOURS),
    labelColor: rng.pick(COLOURS),
    outline: rng.chance(0.35) ? [0, 0, 0] : null,
    shadow: rng.chance(0.25) ? [40, 40, 90] : null,
    bar: rng.pick([0, 0, 0.6, 1]),
    digits,
    pad: rng.pick(['zeros', 'zeros', 'spaces', 'none'] as const),
    label: rng.pick(['SCORE', '1UP', 'SC', 'PLAYER 1', null] as const),
    hiScore: rng.pick(['HI', 'HI-SCORE', 'TOP', null] as const),
    lives: rng.pick(['icons', 'text'] as const),
    panelRight: rng.chance(0.7),
  }
  return fitHud(style, canvas)
}

/** Width the HUD's score row needs, in game pixels (side panels: the panel's widest line). */
function hudWidth(s: HudStyle): number {
  const label = fontByName(s.labelFont)
  const lw = (text: string | null): number => (text ? label.measure(text) * s.scale : 0)
  const cw = counterWidth(s)
  if (s.layout === 'side-panel') return Math.max(cw, lw(s.label), lw(s.hiScore)) + 12
  if (s.layout === 'top-stacked')
    return Math.max(cw, lw(s.label)) + 20 + (s.hiScore ? Math.max(cw, lw(s.hiScore)) : 0)
  return (
    10 +
    lw(s.label) +
    5 * s.scale +
    cw +
    (s.hiScore ? 10 * s.scale + lw(s.hiScore) + 5 * s.scale + cw : 0)
  )
}

/** Shrinks the style until the HUD fits the screen, as a game designer would. */
function fitHud(style: HudStyle, canvas: GameCanvas): HudStyle {
  const room = canvas === 'panel' ? 112 : GAME_CANVASES[canvas].width
  const tries: Array<(s: HudStyle) => HudStyle> = [
    (s) => ({ ...s, scale: 1 }),
    (s) => ({
      ...s,
      label: s.label && s.label.length > 3 ? 'SC' : s.label,
      hiScore: s.hiScore ? 'HI' : null,
    }),
    (s) => ({ ...s, hiScore: null }),
    (s) => ({ ...s, labelFont: 'x11-5x7' }),
    (s) => ({ ...s, font: 'x11-5x7' }),
  ]
  let s = style
  for (const shrink of tries) if (hudWidth(s) > room) s = shrink(s)
  return s
}

/** A clean clip's spec from its seed. */
export function cleanSpec(id: string, seed: number): ClipSpec {
  const rng = new Rng(seed)
  const canvas = rng.pick(Object.keys(GAME_CANVASES) as GameCanvas[])
  const digits = rng.int(4, 9)
  const score = randomScoreConfig(rng, digits)
  const top = 10 ** digits
  const fps = rng.pick([25, 30, 50, 60] as const)
  return {
    id,
    seed,
    seconds: rng.int(6, 10),
    canvas,
    background: rng.pick(BACKGROUNDS),
    hud: pickHud(rng, canvas, digits),
    score,
    hiStart: rng.chance(0.75)
      ? Math.round((rng.range(0.6, 0.95) * top) / score.unit) * score.unit
      : score.start,
    hudShakes: rng.chance(0.3),
    output: {
      height: rng.pick([480, 480, 720, 720, 1080] as const),
      aspect:
        canvas === 'tate'
          ? rng.pick(['4:3', '16:9'] as const)
          : rng.pick(['4:3', '4:3', '16:9'] as const),
      sides: rng.pick(['black', 'artwork'] as const),
      scaler: rng.pick(['neighbor', 'bilinear', 'bicubic'] as const),
      scanlines: rng.chance(0.3) ? rng.range(0.25, 0.5) : 0,
      crf: rng.int(28, 35),
      fps,
    },
    extras: { popups: rng.chance(0.4), stageClear: rng.chance(0.5), blinkLabel: rng.chance(0.3) },
    tamper: null,
  }
}
