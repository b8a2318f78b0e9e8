/** One play-through: the scene, its score track and the HUD state, advanced frame by frame. */
import { Frame } from './frame.ts'
import { drawHud, type Box, type HudState } from './hud.ts'
import { Rng } from './rng.ts'
import { Scene } from './scene.ts'
import { generateScores, type ScoreConfig, type ScoreTrack } from './score.ts'
import { GAME_CANVASES, type ClipSpec } from './spec.ts'

export class GameRun {
  readonly track: ScoreTrack
  readonly screen: Frame
  /** The screen before the HUD is drawn (kept for freezes that leave the counter live). */
  readonly picture: Frame
  private readonly scene: Scene
  private readonly area: Box
  private next = 0
  private readonly deathFrame: number
  readonly stage: number

  constructor(
    private readonly spec: ClipSpec,
    seed: number,
    frames: number,
    score: ScoreConfig,
  ) {
    const rng = new Rng(seed)
    const g = GAME_CANVASES[spec.canvas]
    this.track = generateScores(rng.fork(2), frames, spec.output.fps, score)
    this.area =
      spec.hud.layout === 'side-panel'
        ? { x: spec.hud.panelRight ? 0 : g.width - 208, y: 0, width: 208, height: g.height }
        : { x: 0, y: 0, width: g.width, height: g.height }
    this.scene = new Scene(
      {
        width: this.area.width,
        height: this.area.height,
        vertical: g.vertical,
        background: spec.background,
        fps: spec.output.fps,
        popups: spec.extras.popups,
        stageClear: spec.extras.stageClear,
      },
      rng.fork(3),
      this.track,
    )
    this.screen = new Frame(g.width, g.height)
    this.picture = new Frame(g.width, g.height)
    this.deathFrame = rng.chance(0.4) ? rng.int(0, frames - 1) : -1
    this.stage = rng.int(1, 8)
  }

  /** Simulates up to frame `f` and draws it without its HUD into `picture`. */
  renderPicture(f: number): void {
    if (f < this.next) throw new Error(`frame ${f} already rendered`)
    let play = this.scene.frame
    for (; this.next <= f; this.next++) play = this.scene.render(this.next)
    const [dx, dy] = this.scene.shakeOffset()
    this.picture.data.fill(0)
    const shifted = new Frame(this.area.width, this.area.height)
    shifted.copyFrom(play, dx, dy)
    this.picture.blit(shifted, this.area.x, this.area.y)
    this.shake = this.spec.hudShakes ? [dx, dy] : [0, 0]
  }

  private shake: [number, number] = [0, 0]

  hudState(f: number, shown: number): HudState {
    const hi = Math.max(this.spec.hiStart, ...this.track.displayed.slice(0, f + 1))
    return {
      score: shown,
      hi,
      lives: this.deathFrame >= 0 && f >= this.deathFrame ? 1 : 2,
      // Arcade '1UP' labels blink twice a second.
      labelVisible:
        !this.spec.extras.blinkLabel || Math.floor((f * 2) / this.spec.output.fps) % 2 === 0,
      stage: this.stage,
    }
  }

  /** Draws `picture` plus the HUD showing `shown` into `screen`; returns the counter box. */
  drawScreen(f: number, shown: number, picture: Frame = this.picture): Box {
    this.screen.copyFrom(picture)
    const [dx, dy] = this.shake
    const area = { ...this.area, x: this.area.x + dx, y: this.area.y + dy }
    return drawHud(this.screen, this.spec.hud, this.hudState(f, shown), area)
  }
}
