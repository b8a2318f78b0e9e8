import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import type { Session, User } from '@app/shared'
import { TOKEN_EXPIRED_EVENT, setAccessToken } from '@/lib/access-token'
import { refreshSession } from '@/lib/api-client'
import { getMeQueryOptions } from '../api/get-me'
import { logoutSession } from '../api/logout'
import type { AuthStatus } from '../auth-context'
import { storeUser } from '../stored-user'

/**
 * The session of SPEC.md section 4: a refresh at start (loading until it ends), login stores the
 * token and the user, logout calls the server and then clears everything whatever the outcome,
 * and the token-expired event logs out.
 */
export function useSession(onLogout: () => void) {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<AuthStatus>('loading')
  const [user, setUser] = useState<User | null>(null)

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
    queryClient.removeQueries({ queryKey: getMeQueryOptions().queryKey })
  }, [queryClient])

  useEffect(() => {
    refreshSession().then(startSession, endSession)
  }, [startSession, endSession])

  // The latest GET /me wins over the user the session started with, while the session lasts: a
  // read that answers after the logout (react-query may start one as the session ends) is dropped.
  const signedIn = status === 'authenticated'
  const me = useQuery({ ...getMeQueryOptions(), enabled: signedIn }).data
  useEffect(() => {
    if (me && signedIn) storeUser(me)
  }, [me, signedIn])

  const logout = useCallback(async () => {
    try {
      await logoutSession()
    } catch {
      // The spec ignores logout failures: the local session ends either way.
    } finally {
      endSession()
      onLogout()
    }
  }, [endSession, onLogout])

  useEffect(() => {
    const handleExpired = () => void logout()
    window.addEventListener(TOKEN_EXPIRED_EVENT, handleExpired)
    return () => window.removeEventListener(TOKEN_EXPIRED_EVENT, handleExpired)
  }, [logout])

  return { status, user: user && (me ?? user), startSession, logout }
}
