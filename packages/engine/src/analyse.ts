import type { ShowinfoFrame } from './plan/ffmpeg-args.ts'
import { consensus } from './plan/consensus.ts'
import {
  bigSteps,
  findCuts,
  formatAnomalies,
  frozenAnomalies,
  lostRunAnomalies,
  renderingAnomalies,
  rescaleAnomalies,
  storyAnomalies,
} from './plan/anomalies.ts'
import { dropForeignText, type SampleRecord, type VideoFacts } from './plan/samples.ts'
import {
  buildTimeline,
  counterDoubt,
  decide,
  faintFinal,
  findProof,
  readingConfidence,
} from './plan/verdict.ts'
import type { Anomaly } from '@app/shared'

/** A reset must be backed by about this many seconds of confident readings. */
const RESET_SECONDS = 1.5
/** Readings less sure than this (glyphs that match no learnt digit) are left out of the story. */
const MIN_CONFIDENCE = 0.04

/** The verdict part of a result, computed from the samples of the full decode. */
export function analyseSamples(
  records: SampleRecord[],
  diffBack: number[],
  infos: ShowinfoFrame[],
  facts: VideoFacts,
) {
  const { rate } = facts
  const samples = dropForeignText(records)
  const readings = samples.map((s) => ({
    k: s.k,
    value: s.confidence < MIN_CONFIDENCE ? null : s.value,
    confidence: s.confidence,
  }))
  const resetPenalty = Math.max(2, RESET_SECONDS * rate * 0.8)
  const agreed = consensus(readings, resetPenalty)
  const { story } = agreed
  const cuts = findCuts(samples, diffBack, bigSteps(story))
  const anomalies: Anomaly[] = [
    ...storyAnomalies(story, samples, cuts, facts),
    ...lostRunAnomalies(readings, agreed, resetPenalty, Math.round(RESET_SECONDS * rate), facts),
    ...frozenAnomalies(samples, story, facts),
    ...formatAnomalies(infos, facts),
    ...rescaleAnomalies(samples, facts),
    ...renderingAnomalies(samples, story, cuts, facts),
  ].sort((a, b) => a.frame - b.frame)
  const proof = findProof(story, samples)
  // The best score itself must be read surely, not only the story around it: a last-second
  // misread that only rises past the story's true top is weak where every earlier reading is sure.
  const confidence = proof
    ? Math.min(readingConfidence(story, samples), Math.max(proof.confidence, 0.01))
    : 0
  const decision = decide(proof, anomalies, confidence, faintFinal(samples, proof, story))
  return {
    ...decision,
    maxScore: proof?.maxScore ?? null,
    proofFrameIndex: proof?.proofFrameIndex ?? -1,
    proofDigitsX: proof?.digitsX ?? null,
    counterLike: proof !== null && counterDoubt(proof) === null,
    anomalies,
    anomalyFrames: [...new Set(anomalies.map((a) => a.frame))],
    timeline: buildTimeline(story, samples, facts),
    confidence,
  }
}
