import { useTranslation } from 'react-i18next'
import type { EventStatus } from '@app/shared'

export function StatusChip({ status }: { status: EventStatus }) {
  const { t } = useTranslation()
  return <span className={`status-chip status-${status}`}>{t(`events.status.${status}`)}</span>
}
