/** The access token lives in memory only (SPEC.md section 4). */
let accessToken: string | null = null

export const TOKEN_EXPIRED_EVENT = 'auth:token-expired'

export function getAccessToken(): string | null {
  return accessToken
}

export function setAccessToken(token: string | null) {
  accessToken = token
}
