/** The truth file written beside every clip (format documented in corpus/README.md). */
import type { Box } from './hud.ts'
import type { ClipSpec, TamperKind } from './spec.ts'

/** Bump when the generator's output changes, so stale synthetic clips are rebuilt. */
export const GENERATOR_VERSION = 3

export interface ClipTruth {
  id: string
  /** Video file name, beside the truth file. */
  file: string
  source: 'synthetic' | 'real'
  /** Synthetic clips: the generator version that made the clip. */
  generatorVersion?: number
  fps: number
  frameCount: number
  width: number
  height: number
  /** Highest player score the HUD shows in the clip (for overlays: the fake one it shows). */
  maxScore: number
  /** Frame ranges [first, last] (inclusive) whose HUD shows maxScore. */
  proofFrames: Array<[number, number]>
  /** Run-length list [first, last, score] of the player score the HUD shows; null = not readable. */
  scores: Array<[number, number, number | null]>
  /** The score counter's box in output pixels (at frame 0). */
  counterBox: Box | null
  tamper: { kind: TamperKind; frames: [number, number]; detail: string } | null
  /** The generator's full description (synthetic clips) or how the clip was made (real ones). */
  spec: ClipSpec | { game: string; notes: string }
}

/** Run-length encodes per-frame scores. */
export function runLengths(scores: Array<number | null>): ClipTruth['scores'] {
  const out: ClipTruth['scores'] = []
  scores.forEach((s, i) => {
    const last = out[out.length - 1]
    if (last && last[2] === s && last[1] === i - 1) last[1] = i
    else out.push([i, i, s])
  })
  return out
}

/** The score the HUD shows at `frame`, per the truth (undefined when out of range). */
export function scoreAt(
  truth: Pick<ClipTruth, 'scores'>,
  frame: number,
): number | null | undefined {
  const run = truth.scores.find(([a, b]) => frame >= a && frame <= b)
  return run ? run[2] : undefined
}

export function proofRanges(scores: Array<number | null>, max: number): Array<[number, number]> {
  return runLengths(scores.map((s) => (s === max ? 1 : null)))
    .filter(([, , v]) => v === 1)
    .map(([a, b]) => [a, b])
}
