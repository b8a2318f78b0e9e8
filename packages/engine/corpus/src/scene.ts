/** The gameplay picture: scrolling background, player, enemies, bullets, explosions, flash, shake. */
import { Frame, type Rgb } from './frame.ts'
import type { Rng } from './rng.ts'
import type { ScoreTrack } from './score.ts'
import { BOSS, ENEMIES, PLAYER, drawSprite } from './sprites.ts'
import { Background, type BackgroundKind } from './background.ts'
import { PlayTexts } from './play-texts.ts'

export interface SceneConfig {
  width: number
  height: number
  /** Vertical games scroll down and shoot up; horizontal ones scroll left and shoot right. */
  vertical: boolean
  background: BackgroundKind
  fps: number
  /** Points float up where an enemy dies (many modern shmups do this). */
  popups: boolean
  /** A 'STAGE CLEAR / BONUS n' banner after a boss. */
  stageClear: boolean
}

interface Mover {
  x: number
  y: number
  vx: number
  vy: number
  kind: number
}

interface Blast {
  x: number
  y: number
  age: number
  big: boolean
}

const BULLET: Rgb = [255, 90, 200]
const SHOT: Rgb = [255, 250, 150]

export class Scene {
  readonly frame: Frame
  private readonly bg: Background
  private enemies: Mover[] = []
  private bullets: Mover[] = []
  private shots: Mover[] = []
  private blasts: Blast[] = []
  private flash = 0
  private shake = 0
  private readonly step: number
  private readonly texts: PlayTexts

  constructor(
    private readonly cfg: SceneConfig,
    private readonly rng: Rng,
    private readonly track: ScoreTrack,
  ) {
    this.frame = new Frame(cfg.width, cfg.height)
    this.bg = new Background(cfg.background, cfg.width, cfg.height, rng.fork(1), cfg.vertical)
    this.step = 60 / cfg.fps
    this.texts = new PlayTexts(cfg.width, cfg.height)
  }

  /** Along/across axes: vertical games travel up the screen, horizontal ones to the right. */
  private toScreen(along: number, across: number): [number, number] {
    const { width, height, vertical } = this.cfg
    return vertical ? [across * width, (1 - along) * height] : [along * width, across * height]
  }

  /** Screen-shake offset for this frame (the HUD drawer decides whether it shakes too). */
  shakeOffset(): [number, number] {
    if (this.shake <= 0) return [0, 0]
    return [this.rng.int(-3, 3), this.rng.int(-3, 3)]
  }

  render(f: number): Frame {
    const fr = this.frame
    this.bg.draw(fr, f * this.step)
    this.updateEntities(f)
    const t = f * this.step
    const [px, py] = this.toScreen(
      0.12 + 0.04 * Math.sin(t / 50),
      0.5 + 0.3 * Math.sin(t / 83) * Math.cos(t / 211),
    )
    const boss = this.track.phase[f] === 'boss'
    if (boss) {
      const [bx, by] = this.toScreen(0.8, 0.5 + 0.2 * Math.sin(t / 40))
      drawSprite(fr, BOSS, bx, by, 3, !this.cfg.vertical)
      if (f % Math.round(this.cfg.fps / 3) === 0) this.ring(bx, by)
    }
    for (const e of this.enemies) drawSprite(fr, ENEMIES[e.kind]!, e.x, e.y, 2, !this.cfg.vertical)
    if (f % 3 === 0) this.fire(px, py)
    for (const s of this.shots)
      fr.fillRect(s.x - 1, s.y - 2, this.cfg.vertical ? 2 : 5, this.cfg.vertical ? 5 : 2, SHOT)
    drawSprite(fr, PLAYER, px, py, 2, !this.cfg.vertical)
    for (const b of this.bullets) {
      fr.fillCircle(b.x, b.y, 2.5, BULLET)
      fr.blend(Math.round(b.x), Math.round(b.y), [255, 255, 255])
    }
    for (const b of this.blasts) this.drawBlast(b)
    this.texts.draw(fr, this.step)
    if (this.flash > 0)
      fr.fillRect(0, 0, fr.width, fr.height, [255, 255, 255], 0.25 + 0.15 * this.flash)
    return fr
  }

  private updateEntities(f: number): void {
    const { fps } = this.cfg
    if (this.track.phase[f] !== 'quiet' && this.rng.chance(2.5 / fps)) this.spawnEnemy()
    for (const k of this.track.kills) if (k.frame === f) this.kill(k.big, k.points)
    const move = (m: Mover): void => {
      m.x += m.vx * this.step
      m.y += m.vy * this.step
    }
    const inside = (m: Mover): boolean =>
      m.x > -20 && m.y > -20 && m.x < this.cfg.width + 20 && m.y < this.cfg.height + 20
    for (const list of [this.enemies, this.bullets, this.shots]) list.forEach(move)
    this.enemies = this.enemies.filter(inside)
    this.bullets = this.bullets.filter(inside).slice(-160)
    this.shots = this.shots.filter(inside)
    for (const e of this.enemies) if (this.rng.chance(0.6 / fps)) this.aimed(e.x, e.y)
    this.blasts = this.blasts.filter((b) => (b.age += this.step) < (b.big ? 60 : 24))
    this.flash = Math.max(0, this.flash - 1)
    this.shake = Math.max(0, this.shake - 1)
  }

  private spawnEnemy(): void {
    const [x, y] = this.toScreen(1.05, this.rng.range(0.1, 0.9))
    const speed = this.rng.range(0.6, 1.4)
    const drift = this.rng.range(-0.4, 0.4)
    const [vx, vy] = this.cfg.vertical ? [drift, speed] : [-speed, drift]
    this.enemies.push({ x, y, vx, vy, kind: this.rng.int(0, ENEMIES.length - 1) })
  }

  private kill(big: boolean, points: number): void {
    const victim = this.enemies.shift()
    const [x, y] = victim
      ? [victim.x, victim.y]
      : this.toScreen(this.rng.range(0.5, 0.9), this.rng.range(0.2, 0.8))
    this.blasts.push({ x, y, age: 0, big })
    if (this.cfg.popups && !big) this.texts.popup(x, y, points)
    if (this.cfg.stageClear && big) this.texts.banner(points)
    if (big) {
      this.flash = 4
      this.shake = Math.round(this.cfg.fps * 0.6)
      this.bullets = []
    }
  }

  private fire(px: number, py: number): void {
    const [vx, vy] = this.cfg.vertical ? [0, -6] : [6, 0]
    this.shots.push({ x: px - 3, y: py, vx, vy, kind: 0 }, { x: px + 3, y: py, vx, vy, kind: 0 })
  }

  private aimed(x: number, y: number): void {
    const a = this.rng.range(0, Math.PI * 2)
    this.bullets.push({ x, y, vx: Math.cos(a) * 1.2, vy: Math.sin(a) * 1.2, kind: 0 })
  }

  private ring(x: number, y: number): void {
    const n = 14
    const off = this.rng.range(0, 1)
    for (let i = 0; i < n; i++) {
      const a = ((i + off) / n) * Math.PI * 2
      this.bullets.push({ x, y, vx: Math.cos(a) * 1.1, vy: Math.sin(a) * 1.1, kind: 0 })
    }
  }

  private drawBlast(b: Blast): void {
    const life = b.big ? 60 : 24
    const r = (b.big ? 26 : 9) * Math.sqrt(b.age / life)
    const heat = 1 - b.age / life
    const color: Rgb = [255, Math.round(120 + 130 * heat), Math.round(60 * heat)]
    this.frame.fillCircle(b.x, b.y, r, color, 0.35 + 0.5 * heat)
    this.frame.fillCircle(b.x, b.y, r * 0.5, [255, 255, 220], heat)
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2 + b.x
      this.frame.fillRect(
        b.x + Math.cos(a) * r * 1.3,
        b.y + Math.sin(a) * r * 1.3,
        2,
        2,
        color,
        heat,
      )
    }
  }
}
