import { useEffect, useEffectEvent } from 'react'
import { useTranslation } from 'react-i18next'

export interface ToastState {
  tone: 'success' | 'error'
  text: string
}

const SUCCESS_VISIBLE_MS = 8000

/**
 * The form's outcome over the page: a success is a polite status that fades after a while; an
 * error is an alert that stays until dismissed. Both live regions stay mounted so that screen
 * readers announce their content when it appears.
 */
export function Toast({ toast, onDismiss }: { toast: ToastState | null; onDismiss: () => void }) {
  const { t } = useTranslation()
  const success = toast?.tone === 'success'

  const dismiss = useEffectEvent(onDismiss)

  useEffect(() => {
    if (!success) return
    const timer = window.setTimeout(dismiss, SUCCESS_VISIBLE_MS)
    return () => window.clearTimeout(timer)
  }, [success, toast])

  const body = toast && (
    <div className={`toast toast-${toast.tone}`}>
      <span className="toast-icon" aria-hidden="true">
        {success ? '✓' : '!'}
      </span>
      <p className="toast-text">{toast.text}</p>
      <button
        type="button"
        className="toast-close"
        aria-label={t('partners.messages.dismiss')}
        onClick={onDismiss}
      >
        ×
      </button>
    </div>
  )

  return (
    <div className="toast-stack">
      <div role="status">{success && body}</div>
      <div role="alert">{toast?.tone === 'error' && body}</div>
    </div>
  )
}
