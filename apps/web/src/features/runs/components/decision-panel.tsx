import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { REASON_MAX, type ModerationDecisionBody, type RunReport } from '@app/shared'
import { Modal } from '@/components/ui/modal'
import { errorMessage } from '@/lib/api-client'
import { formatNumber } from '@/lib/format'
import { useDecideRun } from '../api/decide-run'

type Choice = 'approve' | 'reject' | 'correct'

/** The decision as a request body, or the first missing field's message key. */
function decisionBody(
  choice: Choice,
  fields: { reason: string; score: string; frame: string },
): ModerationDecisionBody | { missing: string } {
  const reason = fields.reason.trim()
  if (choice === 'approve') return { action: 'approve' }
  if (choice === 'reject') return reason ? { action: 'reject', reason } : { missing: 'reason' }
  if (!/^\d+$/.test(fields.score.trim())) return { missing: 'score' }
  if (!/^\d+$/.test(fields.frame.trim())) return { missing: 'frame' }
  return {
    action: 'correct',
    score: Number(fields.score),
    frame: Number(fields.frame),
    ...(reason ? { reason } : {}),
  }
}

/**
 * Approve, reject with a reason, or correct the score with the frame that shows it; each decision
 * is confirmed in a dialog that shows the request's progress and any error.
 */
export function DecisionPanel({
  report,
  moderatorId,
  onDecided,
}: {
  report: RunReport
  moderatorId: string
  onDecided: (report: RunReport) => void
}) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const decide = useDecideRun(report.id, moderatorId)
  const [choice, setChoice] = useState<Choice>('approve')
  const [fields, setFields] = useState({ reason: '', score: '', frame: '' })
  const [missing, setMissing] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<ModerationDecisionBody | null>(null)
  const number = (value: number | null) =>
    value === null ? '—' : formatNumber(value, i18n.resolvedLanguage)

  const change = (name: keyof typeof fields) => (value: string) => {
    setFields((previous) => ({ ...previous, [name]: value }))
    setMissing(null)
  }
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const body = decisionBody(choice, fields)
    if ('missing' in body) setMissing(body.missing)
    else {
      decide.reset()
      setConfirming(body)
    }
  }
  const handleConfirm = () => {
    if (!confirming) return
    decide.mutate(confirming, {
      onSuccess: (decided) => {
        setConfirming(null)
        setFields({ reason: '', score: '', frame: '' })
        setChoice('approve')
        onDecided(decided)
      },
    })
  }
  const summary = (body: ModerationDecisionBody) => {
    if (body.action === 'approve')
      return t('moderation.confirm.approve', { score: number(report.score) })
    if (body.action === 'reject') return t('moderation.confirm.reject', { reason: body.reason })
    return t('moderation.confirm.correct', {
      before: number(report.score),
      score: number(body.score),
      frame: body.frame,
    })
  }
  const fieldError = (name: string) =>
    missing === name ? (
      <p id={`${id}-${name}-error`} className="field-error" role="alert">
        {t(`moderation.missing.${name}`)}
      </p>
    ) : null
  const invalid = (name: string) => ({
    'aria-invalid': missing === name,
    'aria-describedby': missing === name ? `${id}-${name}-error` : undefined,
  })

  return (
    <section className="panel decision-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {t('moderation.decide')}
      </h2>
      <form onSubmit={handleSubmit} noValidate>
        <fieldset className="decision-choices">
          <legend className="sr-only">{t('moderation.decide')}</legend>
          {(['approve', 'reject', 'correct'] as const).map((option) => (
            <label key={option} className={`decision-choice choice-${option}`}>
              <input
                type="radio"
                name={`${id}-choice`}
                value={option}
                checked={choice === option}
                onChange={() => {
                  setChoice(option)
                  setMissing(null)
                  // Correcting starts from the score read and the frame that shows it.
                  if (option === 'correct' && !fields.score && !fields.frame) {
                    setFields({
                      ...fields,
                      score: report.score === null ? '' : String(report.score),
                      frame: report.proofFrame === null ? '' : String(report.proofFrame),
                    })
                  }
                }}
              />
              {t(`moderation.actions.${option}`)}
            </label>
          ))}
        </fieldset>
        {choice === 'correct' && (
          <div className="field decision-fields">
            <label htmlFor={`${id}-score`}>{t('moderation.fields.score')}</label>
            <input
              id={`${id}-score`}
              inputMode="numeric"
              autoComplete="off"
              value={fields.score}
              onChange={(event) => change('score')(event.target.value)}
              {...invalid('score')}
            />
            {fieldError('score')}
            <label htmlFor={`${id}-frame`}>{t('moderation.fields.frame')}</label>
            <input
              id={`${id}-frame`}
              inputMode="numeric"
              autoComplete="off"
              value={fields.frame}
              onChange={(event) => change('frame')(event.target.value)}
              {...invalid('frame')}
            />
            {fieldError('frame')}
          </div>
        )}
        {choice !== 'approve' && (
          <div className="field decision-fields">
            <label htmlFor={`${id}-reason`}>
              {choice === 'reject' ? t('moderation.fields.reason') : t('moderation.fields.note')}
            </label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={REASON_MAX}
              value={fields.reason}
              onChange={(event) => change('reason')(event.target.value)}
              {...invalid('reason')}
            />
            {fieldError('reason')}
          </div>
        )}
        <button
          type="submit"
          className={`btn ${choice === 'reject' ? 'btn-danger' : 'btn-primary'}`}
        >
          {t(`moderation.submit.${choice}`)}
        </button>
      </form>
      {confirming && (
        <Modal
          labelledBy={`${id}-confirm-title`}
          onClose={() => setConfirming(null)}
          closable={!decide.isPending}
          className="decision-confirm"
        >
          <h2 id={`${id}-confirm-title`} className="modal-title">
            {t('moderation.confirm.title')}
          </h2>
          <p>{summary(confirming)}</p>
          {decide.isError && (
            <p className="field-error" role="alert">
              {errorMessage(decide.error) ?? t('moderation.error')}
            </p>
          )}
          <div className="decision-confirm-actions">
            <button
              type="button"
              className="btn btn-ghost"
              disabled={decide.isPending}
              onClick={() => setConfirming(null)}
            >
              {t('moderation.confirm.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={decide.isPending}
              onClick={handleConfirm}
            >
              {decide.isPending && <span className="spinner" aria-hidden="true" />}
              {decide.isPending ? t('moderation.confirm.saving') : t('moderation.confirm.ok')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  )
}
