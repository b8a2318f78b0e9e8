import type { TFunction } from 'i18next'
import { MAX_ANOMALIES_SHOWN, type Submission } from '@app/shared'

export const SEPARATOR = '━━━━━━━━━━━━━━━━━━━━'

const brazilian = new Intl.NumberFormat('pt-BR')

/** The score with Brazilian grouping, or a dash when there is no number. */
export function formatScore(score: unknown): string {
  return typeof score === 'number' && Number.isFinite(score) ? brazilian.format(score) : '-'
}

export function anomalyList(frames: readonly number[]): string {
  const shown = frames.slice(0, MAX_ANOMALIES_SHOWN).join(', ')
  return frames.length > MAX_ANOMALIES_SHOWN ? `${shown}, …` : shown
}

/** The result modal's lines, in the order of SPEC.md section 8. */
export function resultLines(t: TFunction, submission: Submission): string[] {
  const result = submission.result
  const score = formatScore(result?.maxScore ?? submission.score)
  const lines = [
    SEPARATOR,
    t('startx.result.score', { score }),
    result?.message || submission.message || t('startx.result.completed'),
  ]
  if (result) {
    const info = result.videoInfo
    lines.push(
      t('startx.result.videoCodec', { value: info.videoCodec }),
      t('startx.result.audioCodec', { value: info.audioCodec }),
      t('startx.result.duration', { value: info.duration.toFixed(2) }),
      t('startx.result.resolution', { value: info.resolution }),
    )
    if (result.proofFrameIndex >= 0) {
      lines.push(t('startx.result.proofFrame', { frame: result.proofFrameIndex }))
    }
    if (result.anomalyFrames.length > 0) {
      lines.push(t('startx.result.anomalies', { list: anomalyList(result.anomalyFrames) }))
    }
  }
  lines.push(result?.isValid ? t('startx.result.valid') : t('startx.result.invalid'))
  return lines
}
