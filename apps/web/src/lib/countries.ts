import { isCountryCode } from '@app/shared'

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
/** Every ISO 3166-1 alpha-2 code the platform accepts (the same check as the server's). */
const CODES = [...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b)).filter(isCountryCode)

export interface CountryOption {
  code: string
  name: string
}

/** The countries named in `language`, in that language's alphabetical order. */
export function countryOptions(language: string | undefined): CountryOption[] {
  const names = new Intl.DisplayNames(language, { type: 'region' })
  const collator = new Intl.Collator(language)
  return CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  )
}
