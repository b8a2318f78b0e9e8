import { useTranslation } from 'react-i18next'
import type { RunStatus } from '@app/shared'

/** Verified automatically / by a moderator, under review or rejected, and 'provisional' when ranked
 * while waiting for a moderator. */
export function RunStatusBadge({
  status,
  provisional,
}: {
  status: RunStatus
  provisional: boolean
}) {
  const { t } = useTranslation()
  return (
    <span className="run-status-line">
      <span className={`run-status run-status-${status}`}>
        <span className="run-status-icon" aria-hidden="true" />
        {t(`runs.status.${status}`)}
      </span>
      {provisional && <span className="run-provisional">{t('runs.provisional')}</span>}
    </span>
  )
}
