import type { RelBox } from './plan/ffmpeg-args.ts'
import type { GrayImage, Rect } from './vision/glyph.ts'
import { locateCounters, still, type CounterLocation, type Still } from './vision/detect.ts'

/** Where the score counter of a catalogue game usually is, in fractions of the picture. */
export interface GameHint {
  /** Searched first; generous, since captures add borders, artwork or another aspect ratio. */
  area: RelBox
}

const TOP: RelBox = { x: 0, y: 0, w: 1, h: 0.3 }
const BOTTOM: RelBox = { x: 0, y: 0.7, w: 1, h: 0.3 }
/** Touhou's playfield sits on the left, the score panel top right. */
const RIGHT_PANEL: RelBox = { x: 0.55, y: 0, w: 0.45, h: 0.5 }

/**
 * Hints for the 16 catalogue games (ids of @app/shared GAMES). Horizontal games show the score
 * at the top (Darius Gaiden, Thunder Force 4, Zed Blade, Earthion) or in the bottom bar (Gradius
 * II, R-Type); the vertical and bullet-hell arcade games at the top, whatever borders a capture
 * adds at the sides; Touhou 15 in its side panel.
 */
const GAME_HINTS: Readonly<Record<number, GameHint>> = {
  1: { area: BOTTOM },
  2: { area: TOP },
  3: { area: BOTTOM },
  4: { area: TOP },
  5: { area: TOP },
  6: { area: TOP },
  7: { area: TOP },
  8: { area: TOP },
  9: { area: TOP },
  10: { area: TOP },
  11: { area: TOP },
  12: { area: TOP },
  13: { area: TOP },
  14: { area: RIGHT_PANEL },
  15: { area: TOP },
  16: { area: TOP },
}

export function gameHint(gameId: number | undefined): GameHint | null {
  return gameId === undefined ? null : (GAME_HINTS[gameId] ?? null)
}

/** A field at least this counter-like in the hinted area is taken without searching elsewhere. */
const SURE_SCORE = 1.5

/** The frame with everything outside `area` blacked out (same size: same text-size rules). */
function keepArea(img: GrayImage, area: RelBox): GrayImage {
  const x0 = Math.round(area.x * img.width)
  const x1 = Math.round((area.x + area.w) * img.width)
  const y0 = Math.round(area.y * img.height)
  const y1 = Math.round((area.y + area.h) * img.height)
  return masked(img, { x0, y0, x1, y1 }, true)
}

/** The frame with `r` blacked out (keep false) or all but `r` (keep true). */
function masked(img: GrayImage, r: Rect, keep: boolean): GrayImage {
  const data = keep ? new Uint8Array(img.data.length) : img.data.slice()
  for (let y = r.y0; y < r.y1; y++) {
    const row = y * img.width
    if (keep) data.set(img.data.subarray(row + r.x0, row + r.x1), row + r.x0)
    else data.fill(0, row + r.x0, row + r.x1)
  }
  return { data, width: img.width, height: img.height }
}

/** The locating frames with the areas `rs` blacked out: to locate the counter again, elsewhere. */
export function withoutAreas(stills: Still[], rs: Rect[]): Still[] {
  return stills.map((s) => still(rs.reduce((img, r) => masked(img, r, false), s.image)))
}

/**
 * The `n` fields most like the counter (locateCounters), looking first where the game's hint says
 * it usually is. The hint never decides alone: when nothing clearly counter-like is there (a wrong
 * hint, another capture layout), the whole picture is searched as without a hint.
 */
export function locateWithHint(
  stills: Still[],
  hint: GameHint | null,
  n: number,
): CounterLocation[] {
  if (hint) {
    const found = locateCounters(
      stills.map((s) => still(keepArea(s.image, hint.area))),
      n,
    )
    if (found[0] && found[0].score >= SURE_SCORE) return found
  }
  return locateCounters(stills, n)
}
