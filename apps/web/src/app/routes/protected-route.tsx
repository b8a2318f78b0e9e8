import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useAuth } from '@/features/auth/hooks/use-auth'

/** Login required: nothing while the session loads, the login modal when logged out. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { status, openAuthModal } = useAuth()

  useEffect(() => {
    if (status === 'anonymous') openAuthModal('login')
  }, [status, openAuthModal])

  if (status === 'loading') return null
  if (status === 'anonymous') {
    return (
      <div className="page panel-center">
        <div className="panel">
          <p>{t('auth.required')}</p>
          <button type="button" className="btn btn-primary" onClick={() => openAuthModal('login')}>
            {t('auth.loginButton')}
          </button>
        </div>
      </div>
    )
  }
  return children
}
