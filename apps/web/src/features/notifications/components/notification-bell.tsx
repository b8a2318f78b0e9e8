import '../notifications.css'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDismiss } from '@/lib/use-dismiss'
import { useValidationFinished } from '@/lib/validation-events'
import { useNotifications } from '../api/get-notifications'
import { useMarkRead } from '../api/mark-read'
import { NotificationList } from './notification-list'
import { Icon } from '@/components/ui/icon'

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
        <Icon name="bell" size={22} />
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
