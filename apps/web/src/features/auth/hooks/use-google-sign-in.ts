import { useCallback, useEffect, useState } from 'react'
import { useGoogleClientId } from '../api/get-config'
import { loadGoogleIdentity, type CodeResponse, type GoogleAccounts } from '../google/gsi'
import { readStoredUser } from '../stored-user'
import { useAuth } from './use-auth'

export const GOOGLE_SCOPES = 'openid email profile'

interface GoogleSignIn {
  /** Google sign-in is configured on the server and the prompt is not on screen. */
  buttonVisible: boolean
  /** Opens the popup code flow. */
  signIn: () => void
}

/**
 * Google sign-in for the open auth modal (SPEC.md section 4): the script is loaded only when the
 * server has a client id; the one-tap prompt runs while the visitor is logged out and hides the
 * button while it is displayed; the button comes back when the prompt is skipped, dismissed or
 * fails. `onError` gets the failures of the popup code flow.
 */
export function useGoogleSignIn(onError: () => void): GoogleSignIn {
  const clientId = useGoogleClientId()
  const { status, googleOneTap, googleCode } = useAuth()
  const [accounts, setAccounts] = useState<GoogleAccounts | null>(null)
  const [prompting, setPrompting] = useState(false)
  const loggedOut = status === 'anonymous'

  useEffect(() => {
    if (!clientId || !loggedOut) return
    let active = true
    const shown = (visible: boolean) => active && setPrompting(visible)
    loadGoogleIdentity().then(
      (gsi) => {
        if (!active) return
        setAccounts(gsi)
        gsi.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (!credential) return shown(false)
            googleOneTap(credential).catch(() => shown(false))
          },
        })
        gsi.id.prompt((moment) => {
          if (moment.isDisplayed()) shown(true)
          else if (
            moment.isNotDisplayed() ||
            moment.isSkippedMoment() ||
            moment.isDismissedMoment()
          )
            shown(false)
        })
      },
      () => shown(false),
    )
    return () => {
      active = false
      window.google?.accounts.id.cancel()
    }
  }, [clientId, loggedOut, googleOneTap])

  const signIn = useCallback(() => {
    if (!clientId) return
    const onCode = ({ code }: CodeResponse) => {
      if (code) googleCode(code).catch(onError)
      else onError()
    }
    const request = (gsi: GoogleAccounts) =>
      gsi.oauth2
        .initCodeClient({
          client_id: clientId,
          scope: GOOGLE_SCOPES,
          ux_mode: 'popup',
          hint: readStoredUser()?.email,
          callback: onCode,
          error_callback: ({ type }) => type !== 'popup_closed' && onError(),
        })
        .requestCode()
    // Called synchronously in the click when the script is there, so popup blockers allow it.
    if (accounts) request(accounts)
    else loadGoogleIdentity().then(request, onError)
  }, [accounts, clientId, googleCode, onError])

  return { buttonVisible: clientId !== null && !prompting, signIn }
}
