import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { UpdateProfileBodySchema, type MyProfile } from '@app/shared'
import { CountrySelect } from '@/components/ui/country-select'
import { TextField } from '@/components/ui/text-field'
import { errorMessage } from '@/lib/api-client'
import { useUpdateProfile } from '../api/update-profile'

type Field = 'nickname' | 'bio' | 'country'

/** Edits nickname, bio and country; the shared schema checks them before the PATCH. */
export function ProfileEditForm({ profile, onDone }: { profile: MyProfile; onDone: () => void }) {
  const { t } = useTranslation()
  const bioId = useId()
  const [nickname, setNickname] = useState(profile.name)
  const [bio, setBio] = useState(profile.bio)
  const [country, setCountry] = useState(profile.countryCode ?? '')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const update = useUpdateProfile()
  const edit =
    <T,>(field: Field, set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setErrors(({ [field]: _, ...rest }) => rest)
    }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = UpdateProfileBodySchema.safeParse({ nickname, bio, country: country || null })
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])),
      )
      return
    }
    setErrors({})
    try {
      await update.mutateAsync(parsed.data)
      onDone()
    } catch {
      // the alert below shows the server's message
    }
  }

  return (
    <form className="profile-edit" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('profile.edit.nickname')}
        value={nickname}
        maxLength={32}
        error={errors.nickname}
        onChange={(event) => edit('nickname', setNickname)(event.target.value)}
      />
      <CountrySelect
        label={t('profile.edit.country')}
        placeholder={t('profile.edit.noCountry')}
        value={country}
        error={errors.country}
        onChange={edit('country', setCountry)}
      />
      <div className="field">
        <label htmlFor={bioId}>{t('profile.bio')}</label>
        <textarea
          id={bioId}
          rows={4}
          maxLength={500}
          value={bio}
          aria-invalid={errors.bio ? true : undefined}
          onChange={(event) => edit('bio', setBio)(event.target.value)}
        />
        {errors.bio && <p className="field-error">{errors.bio}</p>}
      </div>
      {update.isError && (
        <p className="form-alert" role="alert">
          {errorMessage(update.error) ?? t('profile.edit.saveError')}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('profile.edit.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {update.isPending ? t('profile.edit.saving') : t('profile.edit.save')}
        </button>
      </div>
    </form>
  )
}
