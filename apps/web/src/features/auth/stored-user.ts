import { UserSchema, type User } from '@app/shared'

/** The signed-in user is kept in localStorage under `authUser` (SPEC.md section 4). */
export const STORED_USER_KEY = 'authUser'

export function storeUser(user: User | null) {
  if (user) localStorage.setItem(STORED_USER_KEY, JSON.stringify(user))
  else localStorage.removeItem(STORED_USER_KEY)
}

export function readStoredUser(): User | null {
  try {
    const parsed = UserSchema.safeParse(JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
