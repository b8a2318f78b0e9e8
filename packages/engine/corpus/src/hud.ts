/** HUD layouts: where the score, hi-score, lives and stage go, and how they are drawn. */
import { fontByName, type Font, type TextStyle } from './atlas.ts'
import type { Frame, Rgb } from './frame.ts'
import { formatScore } from './score.ts'
import { PLAYER, drawSprite } from './sprites.ts'

export const HUD_LAYOUTS = ['top-stacked', 'top-inline', 'bottom-inline', 'side-panel'] as const
export type HudLayout = (typeof HUD_LAYOUTS)[number]

export interface HudStyle {
  layout: HudLayout
  font: string
  labelFont: string
  scale: number
  color: Rgb
  labelColor: Rgb
  outline: Rgb | null
  shadow: Rgb | null
  /** The text's fill at its bottom, blended down from its colour at the top (the gradient set). */
  gradient?: { value: Rgb; label: Rgb }
  /** Opacity of a dark bar behind the HUD row (0: text straight over the gameplay). */
  bar: number
  digits: number
  pad: 'zeros' | 'spaces' | 'none'
  label: 'SCORE' | '1UP' | 'SC' | 'PLAYER 1' | null
  hiScore: 'HI' | 'HI-SCORE' | 'TOP' | null
  lives: 'icons' | 'text'
  /** Side panel on the right of the play area, or the left. */
  panelRight: boolean
}

export interface HudState {
  score: number
  hi: number
  lives: number
  stage: number
  labelVisible: boolean
}

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

interface Fonts {
  value: Font
  label: Font
  valueStyle: TextStyle
  labelStyle: TextStyle
}

function fonts(s: HudStyle): Fonts {
  const value = fontByName(s.font)
  const label = fontByName(s.labelFont)
  const base = { scale: s.scale, outline: s.outline, shadow: s.shadow }
  return {
    value,
    label,
    valueStyle: { ...base, color: s.color, gradient: s.gradient?.value },
    labelStyle: { ...base, color: s.labelColor, gradient: s.gradient?.label },
  }
}

/** Width in canvas pixels of the widest counter the style can show. */
export function counterWidth(s: HudStyle): number {
  return fontByName(s.font).digitAdvance * s.digits * s.scale
}

function lineHeight(f: Fonts, s: HudStyle): number {
  return Math.max(f.value.atlas.height, f.label.atlas.height) * s.scale
}

interface Ctx {
  fr: Frame
  s: HudStyle
  f: Fonts
  st: HudState
  area: Box
  score: string
  hi: string
}

/** Draws the HUD; `area` is the play area (side panels sit beside it). Returns the counter box. */
export function drawHud(fr: Frame, s: HudStyle, st: HudState, area: Box): Box {
  const c: Ctx = {
    fr,
    s,
    f: fonts(s),
    st,
    area,
    score: formatScore(st.score, s.digits, s.pad),
    hi: formatScore(st.hi, s.digits, s.pad),
  }
  switch (s.layout) {
    case 'top-stacked':
      return drawStacked(c)
    case 'top-inline':
    case 'bottom-inline':
      return drawInline(c)
    case 'side-panel':
      return drawSidePanel(fr, s, c.f, st, area, c.score, c.hi)
  }
}

/** Labels on one row, values under them: score at the left, hi-score towards the middle. */
function drawStacked({ fr, s, f, st, area, score, hi }: Ctx): Box {
  const lh = lineHeight(f, s)
  const cw = counterWidth(s)
  if (s.bar > 0) fr.fillRect(area.x, area.y, area.width, lh * 2 + 6, [0, 0, 0], s.bar)
  const x = area.x + 6
  if (s.label && st.labelVisible) f.label.draw(fr, s.label, x, area.y + 2, f.labelStyle)
  f.value.draw(fr, score, x, area.y + 4 + lh, f.valueStyle)
  if (s.hiScore) {
    const lw = s.label ? f.label.measure(s.label) * s.scale : 0
    const hx = area.x + Math.max(Math.max(cw, lw) + 16, Math.round(area.width / 2 - cw / 2))
    f.label.draw(fr, s.hiScore, hx, area.y + 2, f.labelStyle)
    f.value.draw(fr, hi, hx, area.y + 4 + lh, f.valueStyle)
  }
  drawLivesStage(fr, s, f, st, area, area.y + area.height - lh - 4)
  return { x, y: area.y + 4 + lh, width: cw, height: f.value.atlas.height * s.scale }
}

/** One row at the top or bottom: label, score, hi-score label, hi-score. */
function drawInline({ fr, s, f, st, area, score, hi }: Ctx): Box {
  const lh = lineHeight(f, s)
  const cw = counterWidth(s)
  const y = s.layout === 'top-inline' ? area.y + 3 : area.y + area.height - lh - 3
  if (s.bar > 0) fr.fillRect(area.x, y - 3, area.width, lh + 6, [0, 0, 0], s.bar)
  let x = area.x + 5
  if (s.label) {
    if (st.labelVisible) f.label.draw(fr, s.label, x, y, f.labelStyle)
    x += f.label.measure(s.label) * s.scale + 5 * s.scale
  }
  const box = { x, y, width: cw, height: f.value.atlas.height * s.scale }
  f.value.draw(fr, score, x, y, f.valueStyle)
  if (s.hiScore) {
    let hx = x + cw + 10 * s.scale
    hx += f.label.draw(fr, s.hiScore, hx, y, f.labelStyle) + 5 * s.scale
    f.value.draw(fr, hi, hx, y, f.valueStyle)
  }
  const other = s.layout === 'top-inline' ? area.y + area.height - lh - 4 : area.y + 4
  drawLivesStage(fr, s, f, st, area, other)
  return box
}

function drawSidePanel(
  fr: Frame,
  s: HudStyle,
  f: Fonts,
  st: HudState,
  area: Box,
  score: string,
  hi: string,
): Box {
  const px = s.panelRight ? area.x + area.width : 0
  const pw = s.panelRight ? fr.width - px : area.x
  for (let y = 0; y < fr.height; y++)
    fr.fillRect(px, y, pw, 1, [20 + (y * 40) / fr.height, 10, 50 + (y * 60) / fr.height])
  fr.fillRect(s.panelRight ? px : px + pw - 2, 0, 2, fr.height, [150, 150, 180])
  const lh = lineHeight(f, s)
  const x = px + 6
  let y = 10
  if (s.hiScore) {
    f.label.draw(fr, s.hiScore, x, y, f.labelStyle)
    f.value.draw(fr, hi, x, y + lh + 2, f.valueStyle)
    y += lh * 2 + 12
  }
  if (s.label && st.labelVisible) f.label.draw(fr, s.label, x, y, f.labelStyle)
  const box = { x, y: y + lh + 2, width: counterWidth(s), height: f.value.atlas.height * s.scale }
  f.value.draw(fr, score, x, box.y, f.valueStyle)
  const panelArea = { x: px, y: box.y + lh * 2, width: pw, height: lh * 4 }
  drawLivesStage(fr, s, f, st, panelArea, panelArea.y)
  return box
}

function drawLivesStage(
  fr: Frame,
  s: HudStyle,
  f: Fonts,
  st: HudState,
  area: Box,
  y: number,
): void {
  const x = area.x + 6
  if (s.lives === 'icons')
    for (let i = 0; i < st.lives; i++) drawSprite(fr, PLAYER, x + 5 + i * 12, y + 4, 1, false)
  else f.label.draw(fr, `x${st.lives}`, x, y, f.labelStyle)
  const stage = `STAGE ${st.stage}`
  const sx =
    s.layout === 'side-panel' ? x : area.x + area.width - f.label.measure(stage) * s.scale - 6
  f.label.draw(fr, stage, sx, s.layout === 'side-panel' ? y + 14 * s.scale : y, f.labelStyle)
}
