import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useScrollLock } from '@/lib/use-scroll-lock'
import { trapTab } from '@/lib/focus-trap'

interface ModalProps {
  labelledBy: string
  onClose: () => void
  /** False while a submission runs: Escape, backdrop and the close button do nothing. */
  closable?: boolean
  className?: string
  children: ReactNode
}

/** A dialog over the page: traps focus, locks page scroll, closes on Escape / backdrop / button. */
export function Modal({ labelledBy, onClose, closable = true, className, children }: ModalProps) {
  const { t } = useTranslation()
  const panel = useRef<HTMLDivElement>(null)
  useScrollLock()
  const handleKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape' && closable) onClose()
    if (event.key === 'Tab' && panel.current) trapTab(event, panel.current)
  })

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea')
    ;(first ?? panel.current)?.focus()
    const listener = (event: KeyboardEvent) => handleKey(event)
    document.addEventListener('keydown', listener)
    return () => {
      document.removeEventListener('keydown', listener)
      previous?.focus()
    }
  }, [])

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && closable) onClose()
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`modal ${className ?? ''}`}
      >
        <button
          type="button"
          className="modal-close"
          aria-label={t('common.close')}
          onClick={onClose}
          disabled={!closable}
        >
          ×
        </button>
        {children}
      </div>
    </div>,
    document.body,
  )
}
