import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Session, User } from '@app/shared'
import { TOKEN_EXPIRED_EVENT, setAccessToken } from '@/lib/access-token'
import { refreshSession } from '@/lib/api-client'
import { loginWithGoogleCode, loginWithGoogleIdToken } from '../api/google'
import { loginWithPassword } from '../api/login'
import { logoutSession } from '../api/logout'
import { registerAccount } from '../api/register'
import {
  AuthContext,
  type AuthContextValue,
  type AuthStatus,
  type ModalView,
} from '../auth-context'
import { storeUser } from '../stored-user'
import type { AuthMode } from '../validate'
import { AuthModal } from './auth-modal'
import { ForgotPasswordModal } from './forgot-password-modal'

export function AuthProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const [status, setStatus] = useState<AuthStatus>('loading')
  const [user, setUser] = useState<User | null>(null)
  const [view, setView] = useState<ModalView | null>(null)

  const startSession = useCallback((session: Session) => {
    setAccessToken(session.accessToken)
    storeUser(session.user)
    setUser(session.user)
    setStatus('authenticated')
  }, [])

  const endSession = useCallback(() => {
    setAccessToken(null)
    storeUser(null)
    setUser(null)
    setStatus('anonymous')
  }, [])

  useEffect(() => {
    refreshSession().then(startSession, endSession)
  }, [startSession, endSession])

  const logout = useCallback(async () => {
    try {
      await logoutSession()
    } catch {
      // The spec ignores logout failures: the local session ends either way.
    } finally {
      endSession()
      setView(null)
    }
  }, [endSession])

  useEffect(() => {
    const handleExpired = () => void logout()
    window.addEventListener(TOKEN_EXPIRED_EVENT, handleExpired)
    return () => window.removeEventListener(TOKEN_EXPIRED_EVENT, handleExpired)
  }, [logout])

  const googleOneTap = useCallback(
    async (idToken: string) => startSession(await loginWithGoogleIdToken(idToken)),
    [startSession],
  )
  const googleCode = useCallback(
    async (code: string) => startSession(await loginWithGoogleCode(code)),
    [startSession],
  )

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      logout,
      login: async (email, password) => startSession(await loginWithPassword({ email, password })),
      googleOneTap,
      googleCode,
      register: (email, password) =>
        registerAccount({ email, password, language: i18n.resolvedLanguage }),
      openAuthModal: (mode: AuthMode = 'login') => setView(mode),
    }),
    [status, user, logout, startSession, googleOneTap, googleCode, i18n.resolvedLanguage],
  )

  const closeModal = useCallback(() => setView(null), [])
  const modalOpen = view !== null && status !== 'authenticated'

  return (
    <AuthContext.Provider value={value}>
      {children}
      {modalOpen && view !== 'forgot' && (
        <AuthModal mode={view} onModeChange={setView} onClose={closeModal} />
      )}
      {modalOpen && view === 'forgot' && (
        <ForgotPasswordModal onClose={closeModal} onBack={() => setView('login')} />
      )}
    </AuthContext.Provider>
  )
}
