import { useParams } from 'react-router'
import { EventDetail } from '@/features/events/components/event-detail'

export function EventDetailRoute() {
  const { id = '' } = useParams()
  return <EventDetail key={id} id={id} />
}
