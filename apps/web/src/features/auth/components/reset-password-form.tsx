import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/components/ui/text-field'
import { errorMessage } from '@/lib/api-client'
import { resetPassword } from '../api/reset-password'
import { useAuth } from '../hooks/use-auth'
import { validateNewPassword, type AuthErrors } from '../validate'
import '../auth.css'

type Field = 'password' | 'confirmPassword'

/** The page a reset mail links to: a new password typed twice, then the login modal. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation()
  const { openAuthModal } = useAuth()
  const [values, setValues] = useState({ password: '', confirmPassword: '' })
  const [errors, setErrors] = useState<AuthErrors>({})
  const [globalError, setGlobalError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const [submitting, setSubmitting] = useState(false)

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateNewPassword(values)
    setErrors(found)
    setGlobalError(null)
    if (!token || Object.keys(found).length > 0) return
    setSubmitting(true)
    try {
      await resetPassword({ token, password: values.password })
      setDone(true)
      openAuthModal('login')
    } catch (error) {
      setGlobalError(errorMessage(error) ?? t('auth.errors.generic'))
    } finally {
      setSubmitting(false)
    }
  }

  const field = (name: Field, label: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      value={values[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }))
        setErrors((current) => ({ ...current, [name]: undefined }))
      }}
      error={errors[name] ? t(`auth.errors.${errors[name]}`) : undefined}
    />
  )

  const alert = token ? globalError : t('auth.reset.missingToken')
  return (
    <div className="page panel-center reset-password">
      <div className="panel">
        <h1 className="page-title">{t('auth.reset.title')}</h1>
        {alert && (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        )}
        {done ? (
          <>
            <p className="form-notice" role="status">
              {t('auth.reset.success')}
            </p>
            <button type="button" className="btn btn-primary" onClick={() => openAuthModal()}>
              {t('auth.loginButton')}
            </button>
          </>
        ) : (
          token && (
            <form noValidate onSubmit={(event) => void handleSubmit(event)} className="auth-form">
              <p className="auth-subtitle">{t('auth.reset.text')}</p>
              {field('password', t('auth.reset.newPassword'))}
              {field('confirmPassword', t('auth.confirmPassword'))}
              <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
                {submitting ? t('auth.submitting') : t('auth.reset.submit')}
              </button>
            </form>
          )
        )}
      </div>
    </div>
  )
}
