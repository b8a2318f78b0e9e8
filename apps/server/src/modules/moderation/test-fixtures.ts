import type { Anomaly, ValidationResult, Verdict } from '@app/shared'
import type { Database } from '../../db/client.ts'
import { verdictHooks } from '../../jobs/verdict-hooks.ts'
import { verdictUpdate } from '../../jobs/validate-submission.job.ts'
import { createSubmissionsRepository } from '../submissions/submissions.repository.ts'
import { submissions } from '../submissions/submissions.schema.ts'

export interface EngineOutcome {
  gameId: number
  modeId: number
  score: number | null
  verdict?: Verdict
  anomalies?: Anomaly[]
  duration?: number
  sourceUrl?: string
}

/** An engine result as the engine shapes it (test helper). */
export function engineResult(o: EngineOutcome): ValidationResult {
  const verdict = o.verdict ?? 'valid'
  return {
    maxScore: o.score,
    message: `Engine says ${verdict} for ${o.score ?? 'no score'}.`,
    // only unsure readings stay valid for a moderator to confirm (see the engine's decide())
    isValid:
      verdict === 'valid' || (verdict === 'uncertain' && o.score !== null && !o.anomalies?.length),
    proofFrameIndex: o.score === null ? -1 : 90,
    anomalyFrames: (o.anomalies ?? []).map((anomaly) => anomaly.frame),
    videoInfo: {
      videoCodec: 'h264',
      audioCodec: 'aac',
      duration: o.duration ?? 120,
      resolution: '640x360',
    },
    anomalies: o.anomalies ?? [],
    timeline: [
      { frame: 0, score: 0, confidence: 0.9 },
      { frame: 90, score: o.score, confidence: 0.9 },
    ],
    verdict,
    confidence: 0.9,
    counterBox: { x: 24, y: 16, width: 200, height: 60 },
    engineVersion: 'test-engine',
  }
}

/**
 * A submission taken through the real job's last steps: queued, claimed, then completed with the
 * mode-checked verdict and every verdict hook (rankings, moderation queue, badges) in one
 * transaction. Only the engine's reading is given instead of read from a video.
 */
export async function finishRun(db: Database, userId: string, o: EngineOutcome) {
  const repo = createSubmissionsRepository(db)
  const [queued] = await db
    .insert(submissions)
    .values({
      userId,
      gameId: o.gameId,
      modeId: o.modeId,
      platformId: 1,
      levelId: 2,
      sourceKind: 'youtube',
      sourceUrl: o.sourceUrl ?? 'https://www.youtube.com/watch?v=test',
    })
    .returning()
  const claimed = await repo.claim(queued!.id)
  const update = verdictUpdate(engineResult(o), null, o.modeId)
  const done = await repo.complete(claimed!.id, claimed!.attempts, update, verdictHooks)
  return done!
}
