import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDismiss } from '@/lib/use-dismiss'

export interface NotificationItem {
  id: string
  title: string
  message: string
  time: string
  read: boolean
}

/**
 * The bell and its dropdown. Entries come from the caller (the notifications API arrives with the
 * submissions issue); the badge counts unread entries.
 */
export function NotificationBell({ items }: { items: NotificationItem[] }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const unread = items.filter((item) => !item.read).length
  useDismiss(root, open, () => setOpen(false))

  return (
    <div className="dropdown-root" ref={root}>
      <button
        type="button"
        className="icon-button bell"
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={
          unread ? t('notifications.openUnread', { count: unread }) : t('notifications.open')
        }
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.4-2h-4.8a2.5 2.5 0 0 0 2.4 2Zm7-6V11a7 7 0 0 0-5.5-6.8V3.5a1.5 1.5 0 0 0-3 0v.7A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          />
        </svg>
        {unread > 0 && <span className="badge">{unread}</span>}
      </button>
      {open && (
        <div className="dropdown notifications-dropdown">
          <p className="dropdown-title">{t('notifications.title')}</p>
          {items.length === 0 ? (
            <p className="dropdown-empty">{t('notifications.empty')}</p>
          ) : (
            <ul className="notification-list">
              {items.map((item) => (
                <li key={item.id} className={item.read ? '' : 'is-unread'}>
                  <strong>{item.title}</strong>
                  <span>{item.message}</span>
                  <time>{item.time}</time>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
