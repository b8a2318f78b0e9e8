import type { User } from '@app/shared'
import { avatarUrl } from '../players/pilot-card.ts'
import type { UserRow } from './users.schema.ts'

/** The public shape of a user (`UserSchema`); the avatar URL follows the players module's rule. */
export function toUserView(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    avatar: avatarUrl(row),
    nickname: row.nickname,
    role: row.role,
  }
}
