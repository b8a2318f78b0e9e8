import { useTranslation } from 'react-i18next'
import { ComingSoon } from '@/components/ui/coming-soon'

export function EventsRoute() {
  const { t } = useTranslation()
  return <ComingSoon text={t('events.intro')} />
}
