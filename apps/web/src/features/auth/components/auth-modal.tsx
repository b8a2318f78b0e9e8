import { useCallback, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '@/components/ui/modal'
import { TextField } from '@/components/ui/text-field'
import { errorMessage } from '@/lib/api-client'
import type { ModalView } from '../auth-context'
import { useAuth } from '../hooks/use-auth'
import { validateAuth, type AuthErrors, type AuthField, type AuthMode } from '../validate'
import { AuthSideBanner } from './auth-side-banner'
import { GoogleSection } from './google-section'

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

  const showGoogleError = useCallback(() => setGlobalError(t('auth.errors.google')), [t])

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
        <GoogleSection onError={showGoogleError} />
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
