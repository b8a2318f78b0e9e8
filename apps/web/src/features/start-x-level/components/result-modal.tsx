import { useTranslation } from 'react-i18next'
import type { Submission } from '@app/shared'
import { resultLines } from '../result-lines'
import { MessageModal } from './message-modal'
import { ProofFrame } from './proof-frame'
import { ScoreChart } from '@/components/ui/score-chart'

/** The spec's result modal (SPEC.md section 8), with the proof frame and the score chart. */
export function ResultModal({
  submission,
  onClose,
}: {
  submission: Submission
  onClose: () => void
}) {
  const { t } = useTranslation()
  const result = submission.result
  const lines = resultLines(t, submission)
  const valid = result?.isValid ?? false
  return (
    <MessageModal
      title={t('startx.result.title')}
      tone={valid ? 'info' : 'error'}
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('startx.upload.ok')}
        </button>
      }
    >
      <ul className="sx-result-lines">
        {lines.map((line, index) => (
          <li
            key={index}
            className={
              index === 0
                ? 'sx-result-sep'
                : index === lines.length - 1
                  ? `sx-result-verdict ${valid ? 'is-valid' : 'is-invalid'}`
                  : ''
            }
            aria-hidden={index === 0 ? true : undefined}
          >
            {line}
          </li>
        ))}
      </ul>
      {submission.status === 'under_review' && (
        <p className="sx-result-review">{t('startx.result.underReview')}</p>
      )}
      {result && submission.hasProofFrame && (
        <ProofFrame submissionId={submission.id} frame={result.proofFrameIndex} />
      )}
      {result && <ScoreChart timeline={result.timeline} anomalies={result.anomalies} />}
    </MessageModal>
  )
}
