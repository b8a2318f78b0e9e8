import { useId, type ReactNode } from 'react'
import { Modal } from '@/components/ui/modal'

interface MessageModalProps {
  title: string
  children: ReactNode
  /** The buttons; the first one gets the focus. */
  actions: ReactNode
  onClose: () => void
  tone?: 'info' | 'error'
}

/** A small arcade dialog: a title, a message and one or two buttons. */
export function MessageModal({
  title,
  children,
  actions,
  onClose,
  tone = 'info',
}: MessageModalProps) {
  const titleId = useId()
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={`sx-dialog sx-dialog-${tone}`}>
      <div className="sx-dialog-body">
        <h2 id={titleId} className="sx-dialog-title">
          {title}
        </h2>
        <div className="sx-dialog-text">{children}</div>
        <div className="sx-dialog-actions">{actions}</div>
      </div>
    </Modal>
  )
}
