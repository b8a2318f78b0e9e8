import i18n from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@app/shared'
import de from '@/locales/de.json'
import en from '@/locales/en.json'
import es from '@/locales/es.json'
import fr from '@/locales/fr.json'
import ja from '@/locales/ja.json'
import ko from '@/locales/ko.json'
import pt from '@/locales/pt.json'
import zh from '@/locales/zh.json'
import { BRAND } from '@/config/brand'

export const resources = {
  en: { translation: en },
  pt: { translation: pt },
  es: { translation: es },
  fr: { translation: fr },
  de: { translation: de },
  ja: { translation: ja },
  ko: { translation: ko },
  zh: { translation: zh },
} satisfies Record<Language, { translation: object }>

/** Each language named in itself, as the picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  pt: 'Português',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ja: '日本語',
  ko: '한국어',
  zh: '中文',
}

/** Detection order and cache of SPEC.md section 1. */
export const DETECTION = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: 'i18nextLng',
  lookupSessionStorage: 'i18nextLng',
  caches: ['localStorage'],
  /** `pt-BR` -> `pt`, so the cache holds one of our eight codes. */
  convertDetectedLanguage: (language: string) => language.split('-')[0] ?? language,
}

function syncHtmlLang(language: string) {
  document.documentElement.lang = language
}

export async function initI18n() {
  i18n.on('languageChanged', syncHtmlLang)
  await i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      detection: DETECTION,
      interpolation: { escapeValue: false, defaultVariables: { brand: BRAND } },
      returnNull: false,
    })
  syncHtmlLang(i18n.resolvedLanguage ?? FALLBACK_LANGUAGE)
  return i18n
}

export { i18n }
