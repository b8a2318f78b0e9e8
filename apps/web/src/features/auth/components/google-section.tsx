import { useTranslation } from 'react-i18next'
import { useGoogleSignIn } from '../hooks/use-google-sign-in'

/** The 'or' divider and the Google button; absent when Google sign-in is not configured. */
export function GoogleSection({ onError }: { onError: () => void }) {
  const { t } = useTranslation()
  const { buttonVisible, signIn } = useGoogleSignIn(onError)
  if (!buttonVisible) return null
  return (
    <>
      <div className="divider" role="separator">
        <span>{t('auth.or')}</span>
      </div>
      <button type="button" className="btn btn-google btn-block" onClick={signIn}>
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
