import '../register.css'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { CountrySelect } from '@/components/ui/country-select'
import { TextField } from '@/components/ui/text-field'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { useRegisterPilot } from '../api/register-pilot'
import {
  checkRegistration,
  EMPTY_REGISTRATION,
  type RegistrationCheck,
  type RegistrationField,
} from '../register-form-state'

/** Server messages are English; the form shows the interface language's text when it has one. */
const MESSAGE_KEYS: Record<string, string> = {
  'Please fill in all fields!': 'register.fillAll',
  'The photo URL must be an https:// address': 'register.httpsOnly',
}

/** REGISTER PLAYER: player name, photo URL (https) and nationality; then the profile page. */
export function RegisterForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [values, setValues] = useState(EMPTY_REGISTRATION)
  const [problems, setProblems] = useState<Extract<RegistrationCheck, { ok: false }> | null>(null)
  const register = useRegisterPilot()
  const say = (message: string) => (MESSAGE_KEYS[message] ? t(MESSAGE_KEYS[message]) : message)
  const fieldError = (field: RegistrationField) => {
    const message = problems?.fields[field]
    return message && message !== problems?.alert ? say(message) : undefined
  }
  const set = (field: RegistrationField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setProblems((current) =>
      current ? { ...current, fields: { ...current.fields, [field]: undefined } } : current,
    )
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const check = checkRegistration(values)
    setProblems(check.ok ? null : check)
    if (!check.ok) return
    try {
      await register.mutateAsync(check.body)
      await navigate(paths.profile.getHref())
    } catch {
      // the alert shows the server's message
    }
  }

  return (
    <form className="panel register-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="muted">{t('register.intro')}</p>
      <TextField
        label={t('register.name')}
        value={values.name}
        maxLength={32}
        autoComplete="nickname"
        aria-invalid={problems?.fields.name ? true : undefined}
        error={fieldError('name')}
        onChange={(event) => set('name')(event.target.value)}
      />
      <TextField
        label={t('register.photoUrl')}
        value={values.photoUrl}
        type="url"
        inputMode="url"
        placeholder="https://"
        aria-invalid={problems?.fields.photoUrl ? true : undefined}
        error={fieldError('photoUrl')}
        onChange={(event) => set('photoUrl')(event.target.value)}
      />
      <CountrySelect
        label={t('register.nationality')}
        placeholder={t('register.chooseCountry')}
        value={values.nationality}
        aria-invalid={problems?.fields.nationality ? true : undefined}
        error={fieldError('nationality')}
        onChange={set('nationality')}
      />
      {(problems?.alert || register.isError) && (
        <p className="form-alert" role="alert">
          {problems?.alert
            ? say(problems.alert)
            : say(errorMessage(register.error) ?? t('register.error'))}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={register.isPending}>
        {register.isPending ? t('register.sending') : t('register.submit')}
      </button>
    </form>
  )
}
