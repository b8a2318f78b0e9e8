import { useTranslation } from 'react-i18next'
import type { Progress } from '../hooks/use-validation'

const ORDER = ['uploading', 'queued', 'downloading', 'probing', 'reading', 'verdict'] as const

/** The running job: its current step and percent, and the steps passed so far. */
export function ValidationProgress({ progress }: { progress: Progress }) {
  const { t } = useTranslation()
  const label = t(`startx.progress.${progress.step}`)
  const current = ORDER.indexOf(progress.step)
  return (
    <div className="sx-progress" role="status">
      <div className="sx-progress-head">
        <span className="sx-progress-step">{label}</span>
        {progress.percent !== null && (
          <span className="sx-progress-percent">{Math.round(progress.percent)}%</span>
        )}
      </div>
      <div
        className={`sx-progress-track ${progress.percent === null ? 'is-indeterminate' : ''}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent ?? undefined}
      >
        <span
          className="sx-progress-fill"
          style={{ width: progress.percent === null ? undefined : `${progress.percent}%` }}
        />
      </div>
      <ol className="sx-progress-steps" aria-hidden="true">
        {ORDER.slice(1).map((step, index) => (
          <li key={step} className={index + 1 <= current ? 'is-done' : ''}>
            {t(`startx.progress.${step}`)}
          </li>
        ))}
      </ol>
    </div>
  )
}
