/**
 * Every bundled flag-icons SVG (4x3) by lower-case country code. Loaded on demand (see
 * country-flag.tsx) so that the app shell does not carry or precache the whole set.
 */
const files = import.meta.glob<string>('../../../../../node_modules/flag-icons/flags/4x3/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
})

export const FLAG_URLS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(files).map(([file, url]) => [file.replace(/^.*\/|\.svg$/g, ''), url]),
)
