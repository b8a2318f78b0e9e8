import { useParams } from 'react-router'
import { useAuth } from '@/features/auth/hooks/use-auth'
import { RunPage } from '@/features/runs/components/run-page'

/** /runs/:id: a run's public verification report, read once the session is known. */
export function RunRoute() {
  const { id = '' } = useParams()
  const { status, user } = useAuth()
  return (
    <RunPage key={id} id={id} viewerId={status === 'loading' ? undefined : (user?.id ?? null)} />
  )
}
