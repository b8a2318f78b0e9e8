import '../notifications.css'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDismiss } from '@/lib/use-dismiss'
import { useValidationFinished } from '@/lib/validation-events'
import { useNotifications } from '../api/get-notifications'
import { useMarkRead } from '../api/mark-read'
import { NotificationList } from './notification-list'

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.4-2h-4.8a2.5 2.5 0 0 0 2.4 2Zm7-6V11a7 7 0 0 0-5.5-6.8V3.5a1.5 1.5 0 0 0-3 0v.7A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
      />
    </svg>
  )
}

/**
 * The bell of a signed-in pilot: the unread count from `GET /api/notifications` (read again every
 * 30 s and when a validation finishes), a dropdown that closes on an outside click or Escape.
 */
export function NotificationBell() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const notifications = useNotifications()
  const markRead = useMarkRead()
  const unread = notifications.data?.unread ?? 0
  useDismiss(root, open, () => setOpen(false))
  useValidationFinished(() => void notifications.refetch())

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
        <BellIcon />
        {unread > 0 && (
          <span className="badge" data-testid="notification-count">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div className="dropdown notifications-dropdown">
          <div className="notifications-head">
            <p className="dropdown-title">{t('notifications.title')}</p>
            {unread > 0 && (
              <button
                type="button"
                className="link-button"
                disabled={markRead.isPending}
                onClick={() => markRead.mutate(null)}
              >
                {t('notifications.markAllRead')}
              </button>
            )}
          </div>
          <NotificationList
            query={notifications}
            onRead={(id) => markRead.mutate(id)}
            failed={markRead.isError}
          />
        </div>
      )}
    </div>
  )
}
