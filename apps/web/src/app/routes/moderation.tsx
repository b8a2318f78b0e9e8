import { useAuth } from '@/features/auth/hooks/use-auth'
import { ModerationPage, ModeratorsOnly } from '@/features/runs/components/moderation-page'

/** /moderation: the queue for moderators; other pilots are told it is for moderators only. */
export function ModerationRoute() {
  const { user } = useAuth()
  return user?.role === 'moderator' ? <ModerationPage moderatorId={user.id} /> : <ModeratorsOnly />
}
