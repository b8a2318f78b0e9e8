import {
  buildScanArgs,
  parseShowinfoLine,
  type RelBox,
  type ShowinfoFrame,
} from '../plan/ffmpeg-args.ts'
import { sampleFrameIndex } from '../plan/sampling.ts'
import type { GrayImage } from '../vision/glyph.ts'
import { spawnTool, type SpawnOptions } from './process.ts'
import type { Readable } from 'node:stream'

/** One sampled source frame of the main decode. */
export interface ScanSample {
  /** Order of the sample in the scan (0, 1, 2, ...). */
  k: number
  /** Source frame index (decoded-frame count from 0). */
  frame: number
  crop: GrayImage
  thumb: Uint8Array
}

export interface ScanOptions {
  ffmpeg: string
  input: string
  stride: number
  tailFrom: number
  crop: RelBox
  cropWidth: number
  cropHeight: number
  thumbWidth: number
  thumbHeight: number
  threads: number
  noChecksum: boolean
  spawn: SpawnOptions
  /** May return a promise: the decode pauses while too many are pending (bounded queue). */
  onSample: (s: ScanSample) => void | Promise<void>
  maxPending?: number
}

/** Cuts a byte stream into fixed-size frames without holding more than one partial frame. */
function framer(stream: Readable, size: number, emit: (frame: Uint8Array) => void): void {
  let buf = Buffer.allocUnsafe(size)
  let fill = 0
  stream.on('data', (chunk: Buffer) => {
    let off = 0
    while (off < chunk.length) {
      const n = Math.min(size - fill, chunk.length - off)
      chunk.copy(buf, fill, off, off + n)
      fill += n
      off += n
      if (fill === size) {
        emit(new Uint8Array(buf.buffer, buf.byteOffset, size))
        buf = Buffer.allocUnsafe(size)
        fill = 0
      }
    }
  })
}

/**
 * The single full decode: streams the counter crop and a thumbnail of every `stride`-th frame to
 * `onSample`, in order. Resolves, once ffmpeg has finished and every sample has been handled, with
 * the sample count and each sample's showinfo data (size and pts, for format checks).
 */
export async function scanVideo(
  o: ScanOptions,
): Promise<{ samples: number; infos: ShowinfoFrame[] }> {
  const infos: ShowinfoFrame[] = []
  const crops: Uint8Array[] = []
  const thumbs: Uint8Array[] = []
  const pending = new Set<Promise<void>>()
  let k = 0
  let failure: unknown = null
  const tool = spawnTool(o.ffmpeg, buildScanArgs(o), {
    ...o.spawn,
    extraPipes: 1,
    onStderrLine: (line) => {
      const info = parseShowinfoLine(line)
      if (info) infos.push(info)
      return info !== null || line.includes('Parsed_showinfo')
    },
  })
  const stdout = tool.child.stdout!
  const fd3 = tool.child.stdio[3] as Readable
  const flush = (): void => {
    while (crops.length && thumbs.length) {
      const crop = { data: crops.shift()!, width: o.cropWidth, height: o.cropHeight }
      const frame = sampleFrameIndex(k, o.stride, o.tailFrom)
      const sample = { k, frame, crop, thumb: thumbs.shift()! }
      k++
      const r = o.onSample(sample)
      if (!r) continue
      const p = r
        .catch((err: unknown) => void (failure ??= err))
        .finally(() => {
          pending.delete(p)
          if (pending.size < (o.maxPending ?? 64)) {
            stdout.resume()
            fd3.resume()
          }
        })
      pending.add(p)
      if (pending.size >= (o.maxPending ?? 64)) {
        stdout.pause()
        fd3.pause()
      }
    }
  }
  framer(stdout, o.cropWidth * o.cropHeight, (f) => (crops.push(f), flush()))
  framer(fd3, o.thumbWidth * o.thumbHeight, (f) => (thumbs.push(f), flush()))
  await tool.done
  await Promise.all(pending)
  if (failure) throw failure
  return { samples: k, infos }
}
