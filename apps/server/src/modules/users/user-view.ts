import type { User } from '@app/shared'
import type { UserRow } from './users.schema.ts'

/**
 * The public shape of a user (`UserSchema`). An uploaded avatar wins over the identity
 * provider's picture; the uploaded one is served by the profiles module under this path.
 */
export function toUserView(row: UserRow): User {
  const version = row.updatedAt.getTime()
  const avatar = row.avatarPath ? `/api/profiles/${row.id}/avatar?v=${version}` : row.photoUrl
  return { id: row.id, email: row.email, avatar: avatar ?? null, nickname: row.nickname }
}
