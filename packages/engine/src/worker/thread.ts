import { parentPort } from 'node:worker_threads'
import { analyseSamples } from '../analyse.ts'
import { Sampler } from '../sampler.ts'
import { frameBlobs } from '../vision/detect.ts'
import type { AnalysisSetup, FromThread, ToThread } from './protocol.ts'

const port = parentPort!
let setup: AnalysisSetup | null = null
let sampler: Sampler | null = null
const crops: Uint8Array[] = []
const thumbs: Uint8Array[] = []
let k = 0

/** Views of each frame of a batch (no copy: the batch was transferred to this thread). */
function views(frames: ArrayBuffer, size: number): Uint8Array[] {
  const out: Uint8Array[] = []
  for (let off = 0; off + size <= frames.byteLength; off += size)
    out.push(new Uint8Array(frames, off, size))
  return out
}

function post(m: FromThread): void {
  port.postMessage(m)
}

/** Analyses every sample whose crop and thumbnail have both arrived, in order. */
function drain(s: AnalysisSetup, sm: Sampler): void {
  const n = Math.min(crops.length, thumbs.length)
  if (!n) return
  const cs = crops.splice(0, n)
  const ts = thumbs.splice(0, n)
  for (let i = 0; i < n; i++, k++) {
    sm.add({
      k,
      crop: { data: cs[i]!, width: s.cropWidth, height: s.cropHeight },
      thumb: ts[i]!,
    })
  }
  post({ type: 'analysed', samples: k })
}

port.on('message', (m: ToThread) => {
  if (m.type === 'blobs') {
    const image = { data: new Uint8Array(m.frame), width: m.width, height: m.height }
    post({ type: 'blobs', id: m.id, blobs: frameBlobs(image) })
    return
  }
  if (m.type === 'setup') {
    crops.length = 0
    thumbs.length = 0
    k = 0
    setup = m.setup
    sampler = new Sampler(setup.textHeight, setup.ignore, setup.band, setup.anchor, setup.strictInk)
    return
  }
  if (!setup || !sampler) throw new Error('analysis thread used before setup')
  if (m.type === 'frames') {
    const size = m.output === 'crops' ? setup.cropWidth * setup.cropHeight : setup.thumbSize
    ;(m.output === 'crops' ? crops : thumbs).push(...views(m.frames, size))
    drain(setup, sampler)
    return
  }
  const records = sampler.finish(m.facts.frames)
  const { diffBack } = sampler
  // The reader's glyph store is not needed for the verdict: let it go before the verdict's work.
  sampler = null
  const verdict = analyseSamples(records, diffBack, m.infos, m.facts)
  const tail = records.slice(-4).map((r) => [r.frame, r.digits, r.confidence])
  post({ type: 'verdict', verdict, tail })
})
