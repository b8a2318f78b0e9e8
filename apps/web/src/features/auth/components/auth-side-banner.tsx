import { useTranslation } from 'react-i18next'
import { Logo } from '@/components/ui/logo'
import type { AuthMode } from '../validate'

export function AuthSideBanner({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation()
  const signup = mode === 'signup'
  return (
    <aside className="auth-side" aria-hidden="false">
      <Logo className="auth-side-logo" />
      <p className="auth-side-title">
        {t(signup ? 'auth.signupBannerTitle' : 'auth.loginBannerTitle')}
      </p>
      <p className="auth-side-text">
        {t(signup ? 'auth.signupBannerText' : 'auth.loginBannerText')}
      </p>
      <div className="auth-side-stars" aria-hidden="true" />
    </aside>
  )
}
