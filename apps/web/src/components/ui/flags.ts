import type { Language } from '@app/shared'
import cn from 'flag-icons/flags/4x3/cn.svg'
import de from 'flag-icons/flags/4x3/de.svg'
import es from 'flag-icons/flags/4x3/es.svg'
import fr from 'flag-icons/flags/4x3/fr.svg'
import gb from 'flag-icons/flags/4x3/gb.svg'
import jp from 'flag-icons/flags/4x3/jp.svg'
import kr from 'flag-icons/flags/4x3/kr.svg'
import br from 'flag-icons/flags/4x3/br.svg'

/** Bundled flag-icons SVGs (no third-party fetch), one per interface language. */
export const LANGUAGE_FLAGS: Record<Language, string> = {
  en: gb,
  pt: br,
  es,
  fr,
  de,
  ja: jp,
  ko: kr,
  zh: cn,
}
