import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { APPEAL_MAX, type RunReport } from '@app/shared'
import { errorMessage } from '@/lib/api-client'
import { useAppealRun } from '../api/appeal-run'
import { dateTime } from '../run-format'

/**
 * The owner's appeal of a rejected run: a one-time form, then the appeal as sent and its outcome
 * (waiting while it sits in the queue).
 */
export function AppealSection({ report }: { report: RunReport }) {
  const { t, i18n } = useTranslation()
  // Only the owner sees this section, so the report they read is keyed by the pilot's id.
  const appeal = useAppealRun(report.id, report.pilot.id)
  const [message, setMessage] = useState('')
  const [touched, setTouched] = useState(false)
  if (!report.isOwner || (!report.canAppeal && !report.appeal)) return null
  const blank = message.trim() === ''

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!blank) appeal.mutate(message.trim())
  }

  return (
    <section className="panel run-section run-appeal" aria-labelledby="run-appeal-title">
      <h2 id="run-appeal-title" className="section-title">
        {t('runs.appeal.title')}
      </h2>
      {report.appeal ? (
        <div className="run-appeal-sent">
          <p>
            {t('runs.appeal.sentOn', {
              date: dateTime(report.appeal.createdAt, i18n.resolvedLanguage),
            })}
          </p>
          <blockquote>{report.appeal.message}</blockquote>
          <p
            className={`run-appeal-outcome outcome-${report.appeal.outcome ?? 'waiting'}`}
            role="status"
          >
            {t(`runs.appeal.outcome.${report.appeal.outcome ?? 'waiting'}`)}
          </p>
        </div>
      ) : (
        <form className="run-appeal-form" onSubmit={handleSubmit} noValidate>
          <p className="muted">{t('runs.appeal.intro')}</p>
          <div className="field">
            <label htmlFor="run-appeal-message">{t('runs.appeal.message')}</label>
            <textarea
              id="run-appeal-message"
              value={message}
              maxLength={APPEAL_MAX}
              rows={4}
              aria-invalid={touched && blank}
              aria-describedby={touched && blank ? 'run-appeal-error' : undefined}
              onChange={(event) => setMessage(event.target.value)}
            />
            {touched && blank && (
              <p id="run-appeal-error" className="field-error" role="alert">
                {t('runs.appeal.required')}
              </p>
            )}
          </div>
          {appeal.isError && (
            <p className="field-error" role="alert">
              {errorMessage(appeal.error) ?? t('runs.appeal.error')}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={appeal.isPending}>
            {appeal.isPending && <span className="spinner" aria-hidden="true" />}
            {appeal.isPending ? t('runs.appeal.sending') : t('runs.appeal.send')}
          </button>
        </form>
      )}
    </section>
  )
}
