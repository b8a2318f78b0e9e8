import { mkdir, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { inputGuardArgs } from '@app/engine'
import type { KeyFrameKind, ValidationResult } from '@app/shared'
import { runMediaTool } from '../submissions/proof-frame.repository.ts'
import type { KeptEvidence, KeptFrame } from '../submissions/submissions.schema.ts'

/** Kept frames are at most this wide (JPEG), the counter crop at full size. */
const FRAME_WIDTH = 640
/** Anomalies that get kept frames (the engine lists few; this bounds a pathological video). */
const MAX_ANOMALIES = 20
/** One frame per minute, up to this many minutes. */
const MAX_MINUTES = 240
/** Margin around the counter box in the crop, in source pixels. */
const CROP_MARGIN = 8

export const COUNTER_CROP = 'counter.jpg'
export const frameFileName = (frame: number) => `f-${frame}.jpg`

/** Where a run's evidence is kept. */
export const evidenceDir = (dataDir: string, submissionId: string) =>
  path.join(dataDir, 'evidence', submissionId)

/** The stored file of a kept frame name (null when the name is not one of the run's). */
export function evidenceFile(
  dataDir: string,
  submissionId: string,
  evidence: KeptEvidence | null,
  name: string,
): string | null {
  if (!evidence?.frames.some((frame) => frame.name === name)) return null
  return path.join(evidenceDir(dataDir, submissionId), name)
}

interface PlannedFrame {
  kind: KeyFrameKind
  frame: number
}

/**
 * The key frames of a run: the proof frame; per anomaly the sample before it and its own frame
 * (the side-by-side a moderator compares); one frame per minute of video.
 */
export function planKeyFrames(result: ValidationResult, fps: number | null): PlannedFrame[] {
  const planned: PlannedFrame[] = []
  if (result.proofFrameIndex >= 0) planned.push({ kind: 'proof', frame: result.proofFrameIndex })
  for (const anomaly of result.anomalies.slice(0, MAX_ANOMALIES)) {
    const before = result.timeline.filter((point) => point.frame < anomaly.frame).at(-1)
    if (before) planned.push({ kind: 'anomaly', frame: before.frame })
    planned.push({ kind: 'anomaly', frame: anomaly.frame })
  }
  if (fps) {
    const minutes = Math.min(MAX_MINUTES, Math.floor(result.videoInfo.duration / 60))
    for (let minute = 0; minute <= minutes; minute++) {
      planned.push({ kind: 'minute', frame: Math.round(minute * 60 * fps) })
    }
  }
  return planned
}

/** ffmpeg arguments writing the given decoded frames (sorted, 0-based) as small JPEGs. */
export function buildKeyFrameArgs(input: string, frames: readonly number[], outDir: string) {
  const select = frames.map((frame) => `eq(n\\,${frame})`).join('+')
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-threads', '1'],
    ...inputGuardArgs(),
    ...['-i', `file:${input}`, '-map', '0:v:0'],
    ...['-vf', `select=${select},scale=min(${FRAME_WIDTH}\\,iw):-2`],
    ...['-fps_mode', 'passthrough', '-c:v', 'mjpeg', '-q:v', '5', '-f', 'image2'],
    ...['-y', `file:${path.join(outDir, 'out-%05d.jpg')}`],
  ]
}

const parseRate = (text: string): number | null => {
  const [num, den] = text.trim().split('/').map(Number)
  const rate = den ? (num ?? 0) / den : (num ?? 0)
  return Number.isFinite(rate) && rate > 0 ? rate : null
}

/**
 * Keeps a run's evidence under DATA_DIR/evidence/<submission id>: the key frames as small JPEGs
 * and a crop of the counter at the proof frame, extracted with the real ffmpeg behind the
 * engine's input guard, within a time limit. They stay when the video is deleted.
 */
export function createEvidenceKeeper(o: {
  dataDir: string
  ffmpegPath: string
  ffprobePath: string
  timeLimitMs: number
}) {
  const dirOf = (submissionId: string) => evidenceDir(o.dataDir, submissionId)
  const limits = (signal?: AbortSignal) => ({ timeLimitMs: o.timeLimitMs, signal })

  async function probeFps(input: string, signal?: AbortSignal): Promise<number | null> {
    const args = [
      ...['-v', 'error', ...inputGuardArgs(), '-select_streams', 'v:0'],
      ...['-show_entries', 'stream=avg_frame_rate,r_frame_rate', '-of', 'csv=p=0'],
      `file:${input}`,
    ]
    const { code, stdout } = await runMediaTool(o.ffprobePath, args, limits(signal))
    if (code !== 0) return null
    const rates = (stdout.split('\n')[0] ?? '').split(',').map(parseRate)
    return rates.find((rate) => rate !== null) ?? null
  }

  async function cropCounter(proofPng: string, result: ValidationResult, dir: string) {
    const box = result.counterBox
    if (!box) return false
    const image = sharp(proofPng)
    const { width = 0, height = 0 } = await image.metadata()
    const left = Math.max(0, box.x - CROP_MARGIN)
    const top = Math.max(0, box.y - CROP_MARGIN)
    const crop = {
      left,
      top,
      width: Math.min(width - left, box.width + 2 * CROP_MARGIN),
      height: Math.min(height - top, box.height + 2 * CROP_MARGIN),
    }
    if (crop.width <= 0 || crop.height <= 0) return false
    await image.extract(crop).jpeg({ quality: 85 }).toFile(path.join(dir, COUNTER_CROP))
    return true
  }

  return {
    /** Extracts and stores the evidence of one run; replaces any earlier evidence of it. */
    async keep(
      submissionId: string,
      input: string,
      result: ValidationResult,
      proofPng: string | null,
      signal?: AbortSignal,
    ): Promise<KeptEvidence> {
      const dir = dirOf(submissionId)
      await rm(dir, { recursive: true, force: true })
      await mkdir(dir, { recursive: true })
      const fps = await probeFps(input, signal)
      const planned = planKeyFrames(result, fps)
      const frames = [...new Set(planned.map((item) => item.frame))].sort((a, b) => a - b)
      const written = new Set<number>()
      if (frames.length > 0) {
        const args = buildKeyFrameArgs(input, frames, dir)
        const { code, stderr } = await runMediaTool(o.ffmpegPath, args, limits(signal))
        if (code !== 0) throw new Error(`ffmpeg could not keep the key frames (${code}): ${stderr}`)
        // Outputs come in frame order; frames past the end of the video are simply missing.
        const outputs = (await readdir(dir)).filter((name) => name.startsWith('out-')).sort()
        for (const [index, name] of outputs.entries()) {
          const frame = frames[index] as number
          await rename(path.join(dir, name), path.join(dir, frameFileName(frame)))
          written.add(frame)
        }
      }
      const second = (frame: number) => (fps ? Math.round((frame / fps) * 1000) / 1000 : 0)
      const kept: KeptFrame[] = planned
        .filter((item) => written.has(item.frame))
        .map((item) => ({ ...item, name: frameFileName(item.frame), second: second(item.frame) }))
      if (proofPng && (await cropCounter(proofPng, result, dir))) {
        const frame = result.proofFrameIndex
        kept.push({ kind: 'counter', frame, name: COUNTER_CROP, second: second(frame) })
      }
      return { fps, frames: kept }
    },
  }
}

export type EvidenceKeeper = ReturnType<typeof createEvidenceKeeper>
