import { createContext } from 'react'
import type { User } from '@app/shared'
import type { AuthMode } from './validate'

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous'
export type ModalView = AuthMode | 'forgot'

export interface AuthContextValue {
  status: AuthStatus
  user: User | null
  login: (email: string, password: string) => Promise<void>
  register: (email: string, password: string) => Promise<void>
  logout: () => Promise<void>
  /** Signs in with the ID token of Google's one-tap prompt. */
  googleOneTap: (idToken: string) => Promise<void>
  /** Signs in with the authorization code of Google's popup flow. */
  googleCode: (code: string) => Promise<void>
  openAuthModal: (mode?: AuthMode) => void
}

export const AuthContext = createContext<AuthContextValue | null>(null)
