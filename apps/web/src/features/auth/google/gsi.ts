/** The parts of Google Identity Services (https://accounts.google.com/gsi/client) we call. */
export interface PromptMoment {
  isDisplayed(): boolean
  isNotDisplayed(): boolean
  isSkippedMoment(): boolean
  isDismissedMoment(): boolean
}

export interface CodeResponse {
  code?: string
  error?: string
}

export interface GoogleAccounts {
  id: {
    initialize(options: {
      client_id: string
      callback: (response: { credential?: string }) => void
      cancel_on_tap_outside?: boolean
    }): void
    prompt(listener?: (moment: PromptMoment) => void): void
    cancel(): void
  }
  oauth2: {
    initCodeClient(options: {
      client_id: string
      scope: string
      ux_mode: 'popup'
      hint?: string
      callback: (response: CodeResponse) => void
      error_callback?: (error: { type: string }) => void
    }): { requestCode(): void }
  }
}

declare global {
  interface Window {
    google?: { accounts: GoogleAccounts }
  }
}

export const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client'

let loading: Promise<GoogleAccounts> | null = null

/** Adds the GSI script once; later calls share the same load. A failed load can be retried. */
export function loadGoogleIdentity(): Promise<GoogleAccounts> {
  if (window.google?.accounts) return Promise.resolve(window.google.accounts)
  loading ??= new Promise<GoogleAccounts>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = GSI_SCRIPT_URL
    script.async = true
    script.onload = () =>
      window.google?.accounts
        ? resolve(window.google.accounts)
        : reject(new Error('Google Identity Services did not load'))
    script.onerror = () => {
      script.remove()
      reject(new Error('Google Identity Services did not load'))
    }
    document.head.append(script)
  }).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}
