import {
  buildScanArgs,
  parseShowinfoLine,
  type ScanArgs,
  type ShowinfoFrame,
} from '../plan/ffmpeg-args.ts'
import { spawnTool, type SpawnOptions } from './process.ts'
import type { Readable } from 'node:stream'

/** The two raw outputs of the scan: counter crops (stdout) and thumbnails (fd 3). */
export type ScanOutput = 'crops' | 'thumbs'

export interface ScanOptions extends ScanArgs {
  ffmpeg: string
  spawn: SpawnOptions
  /**
   * Gets whole frames of one output, several at a time, in a buffer of its own (it may be
   * transferred to a worker). A returned promise pauses the decode until it settles
   * (backpressure: the analysis is behind).
   */
  onFrames: (output: ScanOutput, frames: ArrayBuffer, count: number) => void | Promise<void>
  /** Gets the timestamp (seconds) of each sampled frame as the decoder reaches it. */
  onTime?: (pts: number) => void
}

/** About this many bytes of frames travel together (fewer messages, no per-frame copy). */
const BATCH_BYTES = 256 * 1024

/**
 * Cuts a byte stream into batches of whole fixed-size frames, holding at most one batch; each
 * batch is a fresh buffer handed over as it fills, the last one trimmed to its frames.
 */
function batcher(
  stream: Readable,
  frameSize: number,
  emit: (frames: ArrayBuffer, count: number) => void,
): void {
  const perBatch = Math.max(1, Math.floor(BATCH_BYTES / frameSize))
  let buf = new Uint8Array(frameSize * perBatch)
  let fill = 0
  stream.on('data', (chunk: Buffer) => {
    let off = 0
    while (off < chunk.length) {
      const n = Math.min(buf.length - fill, chunk.length - off)
      buf.set(chunk.subarray(off, off + n), fill)
      fill += n
      off += n
      if (fill === buf.length) {
        emit(buf.buffer, perBatch)
        buf = new Uint8Array(frameSize * perBatch)
        fill = 0
      }
    }
  })
  stream.on('end', () => {
    const count = Math.floor(fill / frameSize)
    if (count > 0) emit(buf.buffer.slice(0, count * frameSize), count)
  })
}

/**
 * The single full decode: streams the counter crop and a thumbnail of every sampled frame to
 * `onFrames`, in order, in batches. Resolves once ffmpeg has finished and every returned promise
 * has settled, with each sample's showinfo data (size and pts, for format checks).
 */
export async function scanVideo(o: ScanOptions): Promise<{ infos: ShowinfoFrame[] }> {
  const infos: ShowinfoFrame[] = []
  const tool = spawnTool(o.ffmpeg, buildScanArgs(o), {
    ...o.spawn,
    extraPipes: 1,
    onStderrLine: (line) => {
      const info = parseShowinfoLine(line)
      if (info) {
        infos.push(info)
        o.onTime?.(info.pts)
      }
      return info !== null || line.includes('Parsed_showinfo')
    },
  })
  const streams: Record<ScanOutput, Readable> = {
    crops: tool.child.stdout!,
    thumbs: tool.child.stdio[3] as Readable,
  }
  const pending = new Set<Promise<void>>()
  let failure: unknown = null
  const hand = (output: ScanOutput, frames: ArrayBuffer, count: number): void => {
    const r = o.onFrames(output, frames, count)
    if (!r) return
    const p = r
      .catch((err: unknown) => void (failure ??= err))
      .finally(() => {
        pending.delete(p)
        if (!pending.size) for (const s of Object.values(streams)) s.resume()
      })
    pending.add(p)
    for (const s of Object.values(streams)) s.pause()
  }
  batcher(streams.crops, o.cropWidth * o.cropHeight, (f, n) => hand('crops', f, n))
  batcher(streams.thumbs, o.thumbWidth * o.thumbHeight, (f, n) => hand('thumbs', f, n))
  await tool.done
  await Promise.all(pending)
  if (failure) throw failure
  return { infos }
}
