import { RegisterForm } from '@/features/register/components/register-form'

/** /register (REGISTER PLAYER banner): the pilot's identity. */
export function RegisterRoute() {
  return (
    <div className="page register-page">
      <RegisterForm />
    </div>
  )
}
