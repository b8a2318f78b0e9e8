import { useSearchParams } from 'react-router'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'

/** /reset-password?token=…: the link of the password-reset mail. */
export function ResetPasswordRoute() {
  const [params] = useSearchParams()
  return <ResetPasswordForm token={params.get('token')} />
}
