import type { GrayImage } from '../vision/glyph.ts'
import { buildPickArgs, buildStillArgs } from '../plan/ffmpeg-args.ts'
import { runToBuffer, type SpawnOptions } from './process.ts'

interface StillOptions {
  ffmpeg: string
  input: string
  width: number
  height: number
  spawn: SpawnOptions
  onFrame?: (done: number) => void
}

function split(buf: Buffer, o: StillOptions): GrayImage[] {
  const size = o.width * o.height
  const out: GrayImage[] = []
  for (let off = 0; off + size <= buf.length; off += size) {
    out.push({
      data: new Uint8Array(buf.buffer, buf.byteOffset + off, size),
      width: o.width,
      height: o.height,
    })
  }
  return out
}

/** Frames near the given times, in one decoding pass (short videos; see buildPickArgs). */
export async function pickFrames(
  o: StillOptions & { times: number[]; start: number; keyframesOnly: boolean },
): Promise<GrayImage[]> {
  const args = buildPickArgs({ ...o, threads: 2 })
  const frames = split(await runToBuffer(o.ffmpeg, args, o.spawn), o)
  o.onFrame?.(frames.length)
  return frames
}

/**
 * One frame near each timestamp by fast keyframe seeks, two at a time (long videos: only a few
 * GOPs are decoded). Timestamps past the end give no frame.
 */
export async function seekFrames(o: StillOptions & { times: number[] }): Promise<GrayImage[]> {
  const out: (GrayImage | null)[] = new Array<GrayImage | null>(o.times.length).fill(null)
  let next = 0
  let done = 0
  const worker = async (): Promise<void> => {
    while (next < o.times.length) {
      const i = next++
      const args = buildStillArgs({
        input: o.input,
        t: o.times[i]!,
        width: o.width,
        height: o.height,
        threads: 1,
      })
      out[i] = split(await runToBuffer(o.ffmpeg, args, o.spawn), o)[0] ?? null
      o.onFrame?.(++done)
    }
  }
  await Promise.all([worker(), worker()])
  return out.filter((f): f is GrayImage => f !== null)
}
