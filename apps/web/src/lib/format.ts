/** Numbers and dates in the interface language. */
export function formatNumber(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(language).format(value)
}

export function dateParts(iso: string, language: string | undefined) {
  const date = new Date(`${iso}T12:00:00Z`)
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date)
  return {
    day: part({ day: '2-digit' }),
    month: part({ month: 'short' }),
    year: part({ year: 'numeric' }),
    full: part({ dateStyle: 'long' }),
  }
}
