import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { loginWithGoogleCode, loginWithGoogleIdToken } from '../api/google'
import { loginWithPassword } from '../api/login'
import { registerAccount } from '../api/register'
import { AuthContext, type AuthContextValue, type ModalView } from '../auth-context'
import { useSession } from '../hooks/use-session'
import type { AuthMode } from '../validate'
import { AuthModal } from './auth-modal'
import { ForgotPasswordModal } from './forgot-password-modal'

export function AuthProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const [view, setView] = useState<ModalView | null>(null)
  const closeModal = useCallback(() => setView(null), [])
  const { status, user, startSession, logout } = useSession(closeModal)

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
