import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '@/components/ui/modal'
import { TextField } from '@/components/ui/text-field'
import { errorMessage } from '@/lib/api-client'
import type { ModalView } from '../auth-context'
import { useAuth } from '../hooks/use-auth'
import { validateAuth, type AuthErrors, type AuthField, type AuthMode } from '../validate'
import { AuthSideBanner } from './auth-side-banner'

interface AuthModalProps {
  mode: AuthMode
  onModeChange: (view: ModalView) => void
  onClose: () => void
}

const EMPTY = { email: '', password: '', confirmPassword: '' }

export function AuthModal({ mode, onModeChange, onClose }: AuthModalProps) {
  const { t } = useTranslation()
  const { login, register } = useAuth()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<AuthErrors>({})
  const [globalError, setGlobalError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const signup = mode === 'signup'

  const switchMode = (next: ModalView) => {
    setErrors({})
    setGlobalError(null)
    setNotice(null)
    onModeChange(next)
  }

  const update = (field: AuthField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateAuth(mode, values)
    setErrors(found)
    setGlobalError(null)
    if (Object.keys(found).length > 0) return
    setSubmitting(true)
    try {
      const email = values.email.trim()
      if (signup) {
        await register(email, values.password)
        setValues({ ...EMPTY, email })
        switchMode('login')
        setNotice(t('auth.signupSuccess'))
      } else {
        await login(email, values.password)
        onClose()
      }
    } catch (error) {
      setGlobalError(errorMessage(error) ?? t('auth.errors.generic'))
    } finally {
      setSubmitting(false)
    }
  }

  const fieldError = (field: AuthField) => {
    const key = errors[field]
    return key ? t(`auth.errors.${key}`) : undefined
  }

  return (
    <Modal labelledBy="auth-title" onClose={onClose} closable={!submitting} className="auth-modal">
      <AuthSideBanner mode={mode} />
      <div className="auth-body">
        <h2 id="auth-title" className="auth-title">
          {t(signup ? 'auth.signupTitle' : 'auth.loginTitle')}
        </h2>
        <p className="auth-subtitle">{t(signup ? 'auth.signupSubtitle' : 'auth.loginSubtitle')}</p>
        {globalError && (
          <p className="form-alert" role="alert">
            {globalError}
          </p>
        )}
        {notice && (
          <p className="form-notice" role="status">
            {notice}
          </p>
        )}
        <form noValidate onSubmit={(event) => void handleSubmit(event)} className="auth-form">
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            placeholder={t('auth.emailPlaceholder')}
            value={values.email}
            onChange={(event) => update('email')(event.target.value)}
            error={fieldError('email')}
          />
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete={signup ? 'new-password' : 'current-password'}
            value={values.password}
            onChange={(event) => update('password')(event.target.value)}
            error={fieldError('password')}
          />
          {signup && (
            <TextField
              label={t('auth.confirmPassword')}
              type="password"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(event) => update('confirmPassword')(event.target.value)}
              error={fieldError('confirmPassword')}
            />
          )}
          {!signup && (
            <button
              type="button"
              className="link-button auth-forgot"
              onClick={() => switchMode('forgot')}
            >
              {t('auth.forgotLink')}
            </button>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
            {submitting
              ? t('auth.submitting')
              : t(signup ? 'auth.signupButton' : 'auth.loginButton')}
          </button>
        </form>
        <GoogleSection onError={() => setGlobalError(t('auth.errors.google'))} />
        <p className="auth-switch">
          {t(signup ? 'auth.haveAccount' : 'auth.noAccount')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => switchMode(signup ? 'login' : 'signup')}
          >
            {t(signup ? 'auth.signInLink' : 'auth.signUpLink')}
          </button>
        </p>
      </div>
    </Modal>
  )
}

function GoogleSection({ onError }: { onError: () => void }) {
  const { t } = useTranslation()
  return (
    <>
      <div className="divider" role="separator">
        <span>{t('auth.or')}</span>
      </div>
      <button type="button" className="btn btn-google btn-block" onClick={onError}>
        <GoogleMark />
        {t('auth.google')}
      </button>
    </>
  )
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6C12.4 13.7 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.6 5.9c4.4-4.1 7-10.1 7-17.6z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.8c-.5-1.4-.8-3-.8-4.8s.3-3.3.8-4.8l-7.8-6C1 16.5 0 20.1 0 24s1 7.5 2.7 10.8l7.8-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.6-5.9c-2.1 1.4-4.9 2.3-8.3 2.3-6.3 0-11.6-4.2-13.5-9.9l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  )
}
