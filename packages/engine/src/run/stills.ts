import type { GrayImage } from '../vision/glyph.ts'
import { buildPickArgs, buildStillArgs } from '../plan/ffmpeg-args.ts'
import { runToBuffer, spawnTool, type SpawnOptions } from './process.ts'

interface StillOptions<T> {
  ffmpeg: string
  input: string
  width: number
  height: number
  spawn: SpawnOptions
  /** Row period of a scanline filter to average away (see descanFilter). */
  scanlines?: number
  onFrame?: (done: number) => void
  /**
   * Work on each frame as soon as it is decoded, while ffmpeg decodes the next ones (here, or
   * elsewhere when it returns a promise).
   */
  analyse: (img: GrayImage) => T | Promise<T>
}

/**
 * Frames near the given times, in one decoding pass (short videos; see buildPickArgs), each
 * analysed as it arrives rather than after the pass.
 */
export async function pickFrames<T>(
  o: StillOptions<T> & { times: number[]; start: number; keyframesOnly: boolean },
): Promise<T[]> {
  const tool = spawnTool(o.ffmpeg, buildPickArgs({ ...o, threads: 2 }), o.spawn)
  const size = o.width * o.height
  const out: Promise<T>[] = []
  let done = 0
  let frame = new Uint8Array(size)
  let filled = 0
  let failure: unknown = null
  const fail = (err: unknown): void => {
    if (failure !== null) return
    failure = err
    tool.child.kill('SIGKILL')
  }
  tool.child.stdout?.on('data', (chunk: Buffer) => {
    for (let off = 0; off < chunk.length && failure === null;) {
      const n = Math.min(size - filled, chunk.length - off)
      frame.set(chunk.subarray(off, off + n), filled)
      filled += n
      off += n
      if (filled < size) continue
      const result = analysed(o, { data: frame, width: o.width, height: o.height }).then((r) => {
        o.onFrame?.(++done)
        return r
      })
      result.catch(fail)
      out.push(result)
      frame = new Uint8Array(size)
      filled = 0
    }
  })
  await tool.done.catch((err: unknown) => {
    throw failure ?? err
  })
  if (failure !== null) throw failure
  return Promise.all(out)
}

/** `o.analyse` of one frame as a promise (a synchronous failure rejects it). */
function analysed<T>(o: StillOptions<T>, img: GrayImage): Promise<T> {
  try {
    return Promise.resolve(o.analyse(img))
  } catch (err) {
    return Promise.reject(err)
  }
}

/**
 * One frame near each timestamp by fast keyframe seeks, two at a time (long videos: only a few
 * GOPs are decoded). Timestamps past the end give no frame.
 */
export async function seekFrames<T>(o: StillOptions<T> & { times: number[] }): Promise<T[]> {
  const out: (T | null)[] = new Array<T | null>(o.times.length).fill(null)
  const size = o.width * o.height
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
        scanlines: o.scanlines,
      })
      const buf = await runToBuffer(o.ffmpeg, args, o.spawn)
      if (buf.length >= size) {
        const data = new Uint8Array(buf.buffer, buf.byteOffset, size)
        out[i] = await o.analyse({ data, width: o.width, height: o.height })
      }
      o.onFrame?.(++done)
    }
  }
  await Promise.all([worker(), worker()])
  return out.filter((f): f is T => f !== null)
}

/**
 * RGB crops (`crop`, pixels of width x height) of the frames near the given times, in one pass
 * (see buildPickArgs): the colours of a small box of a few frames, held whole (views of one
 * buffer).
 */
export async function pickColourCrops(o: {
  ffmpeg: string
  input: string
  width: number
  height: number
  times: number[]
  start: number
  keyframesOnly: boolean
  crop: { x: number; y: number; width: number; height: number }
  scanlines?: number
  spawn: SpawnOptions
}): Promise<Uint8Array[]> {
  const buf = await runToBuffer(
    o.ffmpeg,
    buildPickArgs({ ...o, threads: 2, colourCrop: o.crop }),
    o.spawn,
  )
  const size = o.crop.width * o.crop.height * 3
  return Array.from({ length: Math.floor(buf.length / size) }, (_, i) =>
    buf.subarray(i * size, (i + 1) * size),
  )
}
