import type { GrayImage } from '../vision/glyph.ts'
import { buildStillArgs } from '../plan/ffmpeg-args.ts'
import { runToBuffer, type SpawnOptions } from './process.ts'

/**
 * Grabs one gray frame per timestamp by fast seeking (decoding only from the nearest keyframe),
 * two at a time. Frames that cannot be decoded (past the end) are skipped.
 */
export async function grabStills(o: {
  ffmpeg: string
  input: string
  times: number[]
  width: number
  height: number
  spawn: SpawnOptions
  onFrame?: (done: number) => void
}): Promise<GrayImage[]> {
  const out: (GrayImage | null)[] = new Array<GrayImage | null>(o.times.length).fill(null)
  let next = 0
  let done = 0
  const size = o.width * o.height
  const worker = async (): Promise<void> => {
    while (next < o.times.length) {
      const i = next++
      const args = buildStillArgs({ input: o.input, t: o.times[i]!, width: o.width, height: o.height, threads: 1 })
      const buf = await runToBuffer(o.ffmpeg, args, o.spawn)
      if (buf.length >= size) {
        out[i] = { data: new Uint8Array(buf.buffer, buf.byteOffset, size), width: o.width, height: o.height }
      }
      o.onFrame?.(++done)
    }
  }
  await Promise.all([worker(), worker()])
  return out.filter((f): f is GrayImage => f !== null)
}
