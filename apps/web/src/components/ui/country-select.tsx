import { useId, useMemo, type SelectHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { countryOptions } from '@/lib/countries'
import { CountryFlag } from './country-flag'

interface CountrySelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string
  value: string
  onChange: (code: string) => void
  placeholder: string
  error?: string
}

/** A labelled country picker showing the bundled flag of the chosen country beside the list. */
export function CountrySelect({
  label,
  value,
  onChange,
  placeholder,
  error,
  ...select
}: CountrySelectProps) {
  const { i18n } = useTranslation()
  const id = useId()
  const errorId = `${id}-error`
  const options = useMemo(() => countryOptions(i18n.resolvedLanguage), [i18n.resolvedLanguage])
  return (
    <div className="field country-field">
      <label htmlFor={id}>{label}</label>
      <div className="country-select">
        <CountryFlag code={value || null} />
        <select
          id={id}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
