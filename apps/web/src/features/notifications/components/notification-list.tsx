import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { NotificationList as List } from '@app/shared'
import { timeAgo } from '../time-ago'

interface NotificationListProps {
  query: UseQueryResult<List>
  onRead: (id: string) => void
  failed: boolean
}

/** The dropdown's entries; an unread one is a button that marks it read. */
export function NotificationList({ query, onRead, failed }: NotificationListProps) {
  const { t, i18n } = useTranslation()
  if (query.isPending) return <p className="dropdown-empty">{t('common.loading')}</p>
  if (query.isError) return <p className="dropdown-empty">{t('notifications.loadError')}</p>
  const items = query.data.notifications
  if (items.length === 0) return <p className="dropdown-empty">{t('notifications.empty')}</p>
  return (
    <>
      {failed && (
        <p className="dropdown-empty" role="alert">
          {t('notifications.markError')}
        </p>
      )}
      <ul className="notification-list">
        {items.map((item) => (
          <li key={item.id} className={item.read ? 'is-read' : 'is-unread'}>
            <button
              type="button"
              className="notification-item"
              aria-disabled={item.read}
              onClick={() => !item.read && onRead(item.id)}
            >
              <span className="notification-title">
                {!item.read && <span className="sr-only">{t('notifications.unread')}</span>}
                {item.title}
              </span>
              <span className="notification-message">{item.message}</span>
              <time dateTime={item.createdAt}>
                {timeAgo(item.createdAt, i18n.resolvedLanguage)}
              </time>
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
