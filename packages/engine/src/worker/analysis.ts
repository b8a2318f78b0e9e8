import { Worker } from 'node:worker_threads'
import { EngineError } from '../errors.ts'
import type { ShowinfoFrame } from '../plan/ffmpeg-args.ts'
import type { VideoFacts } from '../plan/samples.ts'
import type { ScanOutput } from '../run/scan.ts'
import type { Blob } from '../vision/components.ts'
import { still, type Still } from '../vision/detect.ts'
import type { GrayImage } from '../vision/glyph.ts'
import type { AnalysisSetup, FromThread, ToThread, Verdict } from './protocol.ts'

/** Samples sent but not yet analysed before the decode is paused (bounded memory). */
const MAX_BACKLOG = 512

/** Loaded analysis threads waiting for the next validation (unref'd: they never hold the process). */
const idle: Worker[] = []
const MAX_IDLE = 2

function takeWorker(): Worker {
  const reused = idle.pop()
  if (reused) {
    reused.ref()
    return reused
  }
  const w = new Worker(new URL('./thread.js', import.meta.url), { execArgv: [] })
  w.once('exit', () => {
    const i = idle.indexOf(w)
    if (i >= 0) idle.splice(i, 1)
  })
  return w
}

/**
 * The analysis of the scan's frames, on a worker thread so that it runs beside the main thread
 * (which drains ffmpeg's pipes) and ffmpeg itself. Create it early: a new thread loads its code
 * while the video is probed and the counter located; a thread that finished cleanly is kept for
 * the next validation.
 */
export class AnalysisThread {
  private worker = takeWorker()
  private sent = 0
  private analysed = 0
  /** False from setup until the verdict: the thread holds a validation's state. */
  private clean = true
  private waiting: (() => void)[] = []
  private failure: Error | null = null
  private aborter = new AbortController()
  /** Aborted when the thread fails: stops the decode that feeds it. */
  readonly signal = this.aborter.signal
  private result: ((v: { verdict: Verdict; tail: unknown[] }) => void) | null = null
  private fail: ((err: Error) => void) | null = null
  private nextBlobsId = 0
  /** Locating frames whose blobs the thread is finding (a thread is pooled only without any). */
  private blobJobs = new Map<number, { resolve: (b: Blob[]) => void; reject: (e: Error) => void }>()

  private onMessage = (m: FromThread): void => {
    if (m.type === 'blobs') {
      this.blobJobs.get(m.id)?.resolve(m.blobs)
      this.blobJobs.delete(m.id)
      return
    }
    if (m.type === 'analysed') {
      this.analysed = m.samples
      if (this.sent - this.analysed <= MAX_BACKLOG / 2) this.release()
      return
    }
    this.clean = true
    this.result?.(m)
  }

  private onError = (err: unknown): void =>
    this.stop(err instanceof Error ? err : new Error(String(err)))

  private onExit = (code: number): void =>
    this.stop(new Error(`analysis thread exited (${code}) before its verdict`))

  constructor() {
    this.worker.on('message', this.onMessage)
    this.worker.on('error', this.onError)
    this.worker.on('exit', this.onExit)
  }

  private post(m: ToThread, transfer: ArrayBuffer[] = []): void {
    this.worker.postMessage(m, transfer)
  }

  private release(): void {
    for (const go of this.waiting.splice(0)) go()
  }

  private stop(err: Error): void {
    this.failure ??= new EngineError('FFMPEG_FAILED', `analysis failed: ${err.message}`, {
      cause: err,
    })
    this.aborter.abort()
    this.release()
    for (const job of this.blobJobs.values()) job.reject(this.failure)
    this.blobJobs.clear()
    this.fail?.(this.failure)
  }

  /** Why the thread failed, if it did. */
  get error(): Error | null {
    return this.failure
  }

  /**
   * A locating frame with its blobs (see detect.ts). The thread, idle until the scan, takes a
   * frame whenever it holds none, so that both cores find blobs while ffmpeg decodes the next
   * frames; the others are done here, at once.
   */
  still(image: GrayImage): Still | Promise<Still> {
    if (this.blobJobs.size > 0 || this.failure) return still(image)
    const id = this.nextBlobsId++
    const frame = image.data.slice().buffer
    const { width, height } = image
    return new Promise((resolve, reject) => {
      this.blobJobs.set(id, { resolve: (blobs) => resolve({ image, blobs }), reject })
      this.post({ type: 'blobs', id, frame, width, height }, [frame])
    })
  }

  /** Starts a scan's analysis (again, for a second scan of the same video). */
  setup(s: AnalysisSetup): void {
    this.clean = false
    this.sent = 0
    this.analysed = 0
    this.post({ type: 'setup', setup: s })
  }

  /** Hands a batch of frames over (transferred, not copied); resolves when there is room for more. */
  frames(output: ScanOutput, frames: ArrayBuffer, count: number): Promise<void> | void {
    if (this.failure) return Promise.reject(this.failure)
    this.post({ type: 'frames', output, frames }, [frames])
    if (output !== 'crops') return
    this.sent += count
    if (this.sent - this.analysed <= MAX_BACKLOG) return
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  /** Reads the samples and judges them, once every frame has been sent. */
  async finish(
    infos: ShowinfoFrame[],
    facts: VideoFacts,
  ): Promise<{ verdict: Verdict; tail: unknown[] }> {
    if (this.failure) throw this.failure
    return new Promise((resolve, reject) => {
      this.result = resolve
      this.fail = reject
      this.post({ type: 'finish', infos, facts })
    })
  }

  /** Ends this validation's use of the thread (always call it, also after a failure). */
  async close(): Promise<void> {
    this.worker.off('message', this.onMessage)
    this.worker.off('error', this.onError)
    this.worker.off('exit', this.onExit)
    if (this.clean && !this.blobJobs.size && !this.failure && idle.length < MAX_IDLE) {
      this.worker.unref()
      idle.push(this.worker)
      return
    }
    await this.worker.terminate()
  }
}
