/** The eight interface languages; English is the fallback. */
export const LANGUAGES = ['en', 'pt', 'es', 'fr', 'de', 'ja', 'ko', 'zh'] as const
export type Language = (typeof LANGUAGES)[number]
export const FALLBACK_LANGUAGE: Language = 'en'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** Maps a language tag such as `pt-BR` to one of ours, or the fallback. */
export function toLanguage(tag: string | undefined | null): Language {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0]
  return isLanguage(base) ? base : FALLBACK_LANGUAGE
}
