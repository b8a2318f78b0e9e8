/** Numbers drawn inside the play area: point pop-ups and the stage-clear bonus (decoys for a reader). */
import { fontByName } from './atlas.ts'
import type { Frame, Rgb } from './frame.ts'

interface Floating {
  x: number
  y: number
  age: number
  text: string
}

const POPUP_LIFE = 40
const BANNER_LIFE = 150

export class PlayTexts {
  private popups: Floating[] = []
  private bannerAge = BANNER_LIFE
  private bonus = ''

  constructor(
    private readonly width: number,
    private readonly height: number,
  ) {}

  popup(x: number, y: number, points: number): void {
    this.popups.push({ x, y, age: 0, text: String(points) })
  }

  banner(points: number): void {
    this.bannerAge = 0
    this.bonus = `BONUS ${points}`
  }

  /** Draws and ages the texts; `step` is the game time (60 Hz ticks) of one frame. */
  draw(fr: Frame, step: number): void {
    const small = fontByName('x11-5x7')
    const popupColour: Rgb = [255, 255, 180]
    for (const p of this.popups) {
      const w = small.measure(p.text)
      small.draw(fr, p.text, Math.round(p.x - w / 2), Math.round(p.y - p.age / 4), {
        color: popupColour,
        scale: 1,
        outline: null,
        shadow: [0, 0, 0],
      })
      p.age += step
    }
    this.popups = this.popups.filter((p) => p.age < POPUP_LIFE)
    if (this.bannerAge >= BANNER_LIFE) return
    const big = fontByName('press-start-2p')
    const style = {
      color: [255, 255, 255] as Rgb,
      scale: 1,
      outline: [0, 0, 120] as Rgb,
      shadow: null,
    }
    for (const [i, text] of ['STAGE CLEAR', this.bonus].entries()) {
      const w = big.measure(text)
      big.draw(
        fr,
        text,
        Math.round((this.width - w) / 2),
        Math.round(this.height * 0.4) + i * 14,
        style,
      )
    }
    this.bannerAge += step
  }
}
