import { useTranslation } from 'react-i18next'
import { EventList } from '@/features/events/components/event-list'

export function EventsRoute() {
  const { t } = useTranslation()
  return (
    <div className="page events-page">
      <p className="events-intro">{t('events.intro')}</p>
      <EventList />
    </div>
  )
}
