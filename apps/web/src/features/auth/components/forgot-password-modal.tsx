import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '@/components/ui/modal'
import { TextField } from '@/components/ui/text-field'
import { requestPasswordReset } from '../api/forgot-password'
import { validateForgot } from '../validate'

interface ForgotPasswordModalProps {
  onClose: () => void
  onBack: () => void
}

export function ForgotPasswordModal({ onClose, onBack }: ForgotPasswordModalProps) {
  const { t, i18n } = useTranslation()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<'sent' | 'failed' | null>(null)
  const [sending, setSending] = useState(false)

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setResult(null)
    const problem = validateForgot(email)
    setError(problem ? t(`auth.errors.${problem}`) : null)
    if (problem) return
    setSending(true)
    try {
      await requestPasswordReset({ email: email.trim(), language: i18n.resolvedLanguage })
      setResult('sent')
    } catch {
      setResult('failed')
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal labelledBy="forgot-title" onClose={onClose} closable={!sending} className="forgot-modal">
      <div className="auth-body">
        <h2 id="forgot-title" className="auth-title">
          {t('auth.forgot.title')}
        </h2>
        <p className="auth-subtitle">{t('auth.forgot.text')}</p>
        {result === 'failed' && (
          <p className="form-alert" role="alert">
            {t('auth.forgot.failed')}
          </p>
        )}
        {result === 'sent' && (
          <p className="form-notice" role="status">
            {t('auth.forgot.success')}
          </p>
        )}
        <form noValidate onSubmit={(event) => void handleSubmit(event)} className="auth-form">
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            placeholder={t('auth.forgot.placeholder')}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              setError(null)
            }}
            error={error ?? undefined}
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={sending}>
            {sending && <span className="spinner" aria-hidden="true" />}
            {sending ? t('auth.forgot.sending') : t('auth.forgot.submit')}
          </button>
        </form>
        <button type="button" className="link-button auth-back" onClick={onBack} disabled={sending}>
          {t('auth.forgot.back')}
        </button>
      </div>
    </Modal>
  )
}
