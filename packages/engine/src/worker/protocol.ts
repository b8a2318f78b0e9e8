import type { ShowinfoFrame } from '../plan/ffmpeg-args.ts'
import type { VideoFacts } from '../plan/samples.ts'
import type { analyseSamples } from '../analyse.ts'
import type { ScanOutput } from '../run/scan.ts'
import type { Blob } from '../vision/components.ts'

/** How the analysis thread reads the scan's frames (see Sampler). */
export interface AnalysisSetup {
  textHeight: number
  /** Thumbnail cells to ignore (1) when comparing pictures outside the counter. */
  ignore: Uint8Array
  band: [number, number]
  anchor: [number, number]
  cropWidth: number
  cropHeight: number
  thumbSize: number
  /** The counter's ink taken strictly (binarizeRect). */
  strictInk: boolean
}

export type Verdict = ReturnType<typeof analyseSamples>

/** Messages to the analysis thread. */
export type ToThread =
  | { type: 'blobs'; id: number; frame: ArrayBuffer; width: number; height: number }
  | { type: 'setup'; setup: AnalysisSetup }
  | { type: 'frames'; output: ScanOutput; frames: ArrayBuffer }
  | { type: 'finish'; infos: ShowinfoFrame[]; facts: VideoFacts }

/** Messages from the analysis thread. */
export type FromThread =
  | { type: 'blobs'; id: number; blobs: Blob[] }
  | { type: 'analysed'; samples: number }
  | { type: 'verdict'; verdict: Verdict; tail: unknown[] }
