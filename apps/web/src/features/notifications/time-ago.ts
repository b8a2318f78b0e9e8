const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** '5 minutes ago', 'yesterday', 'now': the age of `iso` at `now` in the interface language. */
export function timeAgo(iso: string, language: string | undefined, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000))
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  const step = STEPS.find(([, size]) => seconds >= size)
  if (!step) return format.format(0, 'second')
  const [unit, size] = step
  return format.format(-Math.floor(seconds / size), unit)
}
