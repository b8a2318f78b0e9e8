import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** Ordinal suffix keys under `events.ordinal`: 1st, 2nd, 3rd, then th (11th-13th take th). */
export type OrdinalKey = 'one' | 'two' | 'few' | 'other'

export function ordinalKey(rank: number, language: string | undefined): OrdinalKey {
  const category = new Intl.PluralRules(language, { type: 'ordinal' }).select(rank)
  return category === 'one' || category === 'two' || category === 'few' ? category : 'other'
}

/** A rank as an ordinal in the interface language: 1st, 2nd, 3rd, 11th, 21st; 1er, 1位, ... */
export function useOrdinal(): (rank: number) => string {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage
  return useCallback(
    (rank: number) => t(`events.ordinal.${ordinalKey(rank, language)}`, { rank }),
    [t, language],
  )
}
