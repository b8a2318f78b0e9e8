/** Renders a clip spec to a video with ffmpeg and writes its truth file. */
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fontByName } from './atlas.ts'
import { captureGeometry, drawArtwork, mapBox, shrinkInto } from './compose.ts'
import { Frame } from './frame.ts'
import { GameRun } from './game-run.ts'
import type { Box } from './hud.ts'
import { Rng } from './rng.ts'
import { GAME_CANVASES, type ClipSpec } from './spec.ts'
import { proofRanges, runLengths, type ClipTruth } from './truth.ts'
import { planSteps, tamperDetail } from './tamper.ts'

/** Output size for a spec: even dimensions at the chosen height and aspect. */
export function outputSize(spec: ClipSpec): [number, number] {
  const h = spec.output.height
  const w = Math.round((h * (spec.output.aspect === '16:9' ? 16 / 9 : 4 / 3)) / 2) * 2
  return [w, h]
}

function ffmpegArgs(spec: ClipSpec, inW: number, inH: number, file: string): string[] {
  const [w, h] = outputSize(spec)
  const o = spec.output
  const audio = spec.seed % 2 === 0
  return [
    '-v',
    'error',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${inW}x${inH}`,
    '-r',
    String(o.fps),
    '-i',
    'pipe:0',
    ...(audio
      ? [
          '-f',
          'lavfi',
          '-i',
          `sine=frequency=${220 + (spec.seed % 7) * 110}:sample_rate=44100`,
          '-shortest',
          '-c:a',
          'aac',
          '-b:a',
          '64k',
        ]
      : []),
    '-vf',
    `scale=${w}:${h}:flags=${o.scaler},setsar=1`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    String(o.crf),
    '-pix_fmt',
    'yuv420p',
    '-threads',
    '1',
    '-movflags',
    '+faststart',
    '-y',
    file,
  ]
}

/** Draws a fake counter over the real one, as a video editor's text overlay would. */
function drawOverlay(fr: Frame, box: Box, value: number, spec: ClipSpec): void {
  const font = fontByName(
    spec.hud.font === 'dejavu-sans-bold' ? 'liberation-sans-bold' : 'dejavu-sans-bold',
  )
  const text = String(value).padStart(spec.hud.pad === 'zeros' ? spec.hud.digits : 0, '0')
  const w = font.measure(text)
  fr.fillRect(
    box.x - 2,
    box.y - 2,
    Math.max(box.width, w) + 4,
    Math.max(box.height, font.atlas.height) + 4,
    [0, 0, 0],
  )
  font.draw(fr, text, box.x, box.y, {
    color: spec.hud.color,
    scale: 1,
    outline: null,
    shadow: null,
  })
}

/** Produces the captured picture of each output frame, applying the spec's tampering. */
class ClipPainter {
  private readonly runs: GameRun[]
  private readonly cap: ReturnType<typeof captureGeometry>
  private readonly capture: Frame
  private readonly shrunk: Frame
  private readonly backdrop: Frame
  private readonly frozenPicture: Frame
  private readonly plan: ReturnType<typeof planSteps>
  private previous: { buf: Buffer; shown: number } | null = null
  readonly scores: number[] = []
  box: Box | null = null

  constructor(
    private readonly spec: ClipSpec,
    frames: number,
  ) {
    const g = GAME_CANVASES[spec.canvas]
    this.plan = planSteps(spec, frames)
    this.runs = this.plan.runSeeds.map(
      (seed, i) =>
        new GameRun(
          spec,
          seed,
          this.plan.runFrames[i]!,
          i === 0 ? spec.score : this.plan.secondScore,
        ),
    )
    const t = spec.tamper
    if (t?.kind === 'impossible_jump')
      for (const track of [this.runs[0]!.track.displayed, this.runs[0]!.track.internal])
        for (let f = t.at; f < track.length; f++) track[f]! += t.amount
    this.cap = captureGeometry(spec, g.width, g.height)
    this.capture = new Frame(this.cap.width, this.cap.height)
    this.shrunk = new Frame(this.cap.width, this.cap.height)
    this.backdrop = new Frame(this.cap.width, this.cap.height)
    this.frozenPicture = new Frame(g.width, g.height)
    if (spec.output.sides === 'artwork' && this.cap.x > 0)
      drawArtwork(this.backdrop, new Rng(spec.seed ^ 0x5a5a), this.cap.x, g.width)
  }

  get captureSize(): [number, number] {
    return [this.cap.width, this.cap.height]
  }

  /** The RGB picture of output frame `o` (at the capture canvas size times the scanline factor). */
  paint(o: number): Buffer {
    const t = this.spec.tamper
    const step = this.plan.steps[o]!
    const run = this.runs[step.run]!
    run.renderPicture(step.f)
    const freezing = t?.kind === 'frozen' && o >= t.at && o < t.at + t.length
    if (freezing && !t.live && this.previous)
      return this.keep(this.previous.buf, this.previous.shown)
    if (t?.kind === 'frozen' && o === t.at) this.frozenPicture.copyFrom(run.picture)
    let shown = run.track.displayed[step.f]!
    const counter = run.drawScreen(step.f, shown, freezing ? this.frozenPicture : run.picture)
    this.box ??= { ...counter, x: counter.x + this.cap.x }
    if (t?.kind === 'overlay' && o >= t.at) {
      shown = (t.live ? shown : this.runs[0]!.track.displayed[this.plan.steps[t.at]!.f]!) + t.amount
      drawOverlay(run.screen, counter, shown, this.spec)
    }
    this.capture.copyFrom(this.backdrop)
    this.capture.blit(run.screen, this.cap.x, 0)
    let out = this.capture
    if (t?.kind === 'resolution_change' && o >= t.at) {
      shrinkInto(this.shrunk, this.capture, 0.7)
      out = this.shrunk
    }
    const k = this.spec.output.scanlines > 0 ? 2 : 1
    return this.keep(
      k > 1 ? out.upscale(k, this.spec.output.scanlines).data : Buffer.from(out.data),
      shown,
    )
  }

  private keep(buf: Buffer, shown: number): Buffer {
    this.previous = { buf, shown }
    this.scores.push(shown)
    return buf
  }
}

export async function renderClip(spec: ClipSpec, outDir: string): Promise<ClipTruth> {
  const frames = spec.seconds * spec.output.fps
  const painter = new ClipPainter(spec, frames)
  const k = spec.output.scanlines > 0 ? 2 : 1
  const [cw, ch] = painter.captureSize
  const file = `${spec.id}.mp4`
  const proc = spawn('ffmpeg', ffmpegArgs(spec, cw * k, ch * k, join(outDir, file)), {
    stdio: ['pipe', 'ignore', 'pipe'],
  })
  let stderr = ''
  proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  const done = new Promise<number | null>((resolve) => proc.on('close', resolve))
  for (let o = 0; o < frames; o++) {
    if (!proc.stdin.write(painter.paint(o))) await new Promise((r) => proc.stdin.once('drain', r))
  }
  proc.stdin.end()
  if ((await done) !== 0) throw new Error(`ffmpeg failed for ${spec.id}: ${stderr}`)
  return writeTruth(spec, outDir, file, painter.scores, painter.box, cw)
}

function writeTruth(
  spec: ClipSpec,
  outDir: string,
  file: string,
  scores: number[],
  box: Box | null,
  capW: number,
): ClipTruth {
  const [w, h] = outputSize(spec)
  const g = GAME_CANVASES[spec.canvas]
  const maxScore = Math.max(...scores)
  const truth: ClipTruth = {
    id: spec.id,
    file,
    source: 'synthetic',
    fps: spec.output.fps,
    frameCount: scores.length,
    width: w,
    height: h,
    maxScore,
    proofFrames: proofRanges(scores, maxScore),
    scores: runLengths(scores),
    counterBox: box ? mapBox(box, capW, g.height, w, h) : null,
    tamper: spec.tamper
      ? {
          kind: spec.tamper.kind,
          frames: tamperDetail(spec.tamper).frames,
          detail: tamperDetail(spec.tamper).detail,
        }
      : null,
    spec,
  }
  writeFileSync(join(outDir, `${spec.id}.json`), `${JSON.stringify(truth)}\n`)
  return truth
}
