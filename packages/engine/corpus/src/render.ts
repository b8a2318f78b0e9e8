/** Renders a clip spec to a video with ffmpeg and writes its truth file. */
import { spawn } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { join } from 'node:path'
import { fontByName, loadFonts, type Font } from './atlas.ts'
import { captureGeometry, drawArtwork, mapBox } from './compose.ts'
import { Frame } from './frame.ts'
import { GameRun } from './game-run.ts'
import type { Box } from './hud.ts'
import { Rng } from './rng.ts'
import { GAME_CANVASES, type ClipSpec } from './spec.ts'
import { GENERATOR_VERSION, proofRanges, runLengths, type ClipTruth } from './truth.ts'
import { checkTamper, planSteps, tamperDetail } from './tamper.ts'

/** Output size for a spec: even dimensions at the chosen height and aspect. */
export function outputSize(spec: ClipSpec): [number, number] {
  const h = spec.output.height
  const w = Math.round((h * (spec.output.aspect === '16:9' ? 16 / 9 : 4 / 3)) / 2) * 2
  return [w, h]
}

/** Scaling to the output size; a resolution change shows a 70% picture from the tamper frame on. */
function videoFilter(spec: ClipSpec, w: number, h: number): string {
  const scale = `scale=${w}:${h}:flags=${spec.output.scaler},setsar=1`
  const t = spec.tamper
  if (t?.kind !== 'resolution_change') return scale
  const sw = Math.round((w * 0.7) / 2) * 2
  const sh = Math.round((h * 0.7) / 2) * 2
  return `split[a][b];[a]${scale}[full];[b]scale=${sw}:${sh}:flags=bilinear,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2[small];[full][small]overlay=enable='gte(n,${t.at})',setsar=1`
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
    videoFilter(spec, w, h),
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

/** The font a forger would pick: another one whose counter is about as wide as the real one. */
function overlayFont(spec: ClipSpec, box: Box): Font {
  const width = (f: Font): number => f.digitAdvance * spec.hud.digits * spec.hud.scale
  const others = loadFonts().filter((f) => f.name !== spec.hud.font && width(f) <= box.width + 4)
  return others.sort((a, b) => width(b) - width(a))[0] ?? fontByName('x11-5x7')
}

/** Draws a fake counter over the real one, as a video editor's text overlay would. */
function drawOverlay(fr: Frame, box: Box, value: number, spec: ClipSpec): void {
  const font = overlayFont(spec, box)
  const text = String(value).padStart(spec.hud.pad === 'zeros' ? spec.hud.digits : 0, '0')
  const k = spec.hud.scale
  fr.fillRect(
    box.x - 2,
    box.y - 2,
    box.width + 4,
    Math.max(box.height, font.atlas.height * k) + 4,
    [0, 0, 0],
  )
  const x = box.x + box.width - font.measure(text) * k
  font.draw(fr, text, x, box.y, { color: spec.hud.color, scale: k, outline: null, shadow: null })
}

/** Produces the captured picture of each output frame, applying the spec's tampering. */
class ClipPainter {
  private readonly runs: GameRun[]
  private readonly cap: ReturnType<typeof captureGeometry>
  private readonly capture: Frame
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
    if (t) {
      const before = this.plan.steps[t.at - 1]!
      const after = this.plan.steps[t.at]!
      checkTamper(
        spec,
        this.runs[before.run]!.track.displayed[before.f]!,
        this.runs[after.run]!.track.displayed[after.f]!,
      )
    }
    this.cap = captureGeometry(spec, g.width, g.height)
    this.capture = new Frame(this.cap.width, this.cap.height)
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
    const out = this.capture
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
  // A stale truth must not outlive a render that fails half-way.
  rmSync(join(outDir, `${spec.id}.json`), { force: true })
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

async function writeTruth(
  spec: ClipSpec,
  outDir: string,
  file: string,
  scores: number[],
  box: Box | null,
  capW: number,
): Promise<ClipTruth> {
  const [w, h] = outputSize(spec)
  const g = GAME_CANVASES[spec.canvas]
  const maxScore = Math.max(...scores)
  const truth: ClipTruth = {
    id: spec.id,
    file,
    source: 'synthetic',
    generatorVersion: GENERATOR_VERSION,
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
  // Formatted as the repo's Prettier would, so a format check passes with the corpus present.
  const target = join(outDir, `${spec.id}.json`)
  const options = (await resolveConfig(target)) ?? {}
  writeFileSync(target, await format(JSON.stringify(truth), { ...options, parser: 'json' }))
  return truth
}
