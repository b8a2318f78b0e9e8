import './country-flag.css'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

const loadFlags = () => import('./flag-urls').then((module) => module.FLAG_URLS)

function countryName(code: string, language: string | undefined): string | undefined {
  try {
    return new Intl.DisplayNames(language, { type: 'region' }).of(code.toUpperCase())
  } catch {
    return undefined
  }
}

/**
 * A country's flag at the spec's 61x38, from the bundled SVGs; a neutral placeholder labelled
 * Unknown when the code is missing or unknown.
 */
export function CountryFlag({ code }: { code: string | null }) {
  const { t, i18n } = useTranslation()
  const flags = useQuery({ queryKey: ['flag-urls'], queryFn: loadFlags, staleTime: Infinity })
  const lower = code?.toLowerCase() ?? ''
  const url = flags.data?.[lower]
  const name = (code && countryName(code, i18n.resolvedLanguage)) || t('events.unknownCountry')

  if (url) return <img className="country-flag" src={url} alt={name} width={61} height={38} />
  if (code && !flags.isFetched)
    return <span className="country-flag" role="img" aria-label={name} />
  return (
    <span
      className="country-flag country-flag-unknown"
      role="img"
      aria-label={t('events.unknownCountry')}
    >
      ?
    </span>
  )
}
