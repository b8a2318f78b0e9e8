import { useTranslation } from 'react-i18next'
import { LANGUAGES, toLanguage } from '@app/shared'
import { LANGUAGE_FLAGS } from '@/components/ui/flags'
import { LANGUAGE_NAMES } from '@/lib/i18n'

/** The interface languages as a radio group of flags. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation()
  const current = toLanguage(i18n.resolvedLanguage)
  return (
    <fieldset className="language-picker">
      <legend>{t('menu.language')}</legend>
      <div className="language-options">
        {LANGUAGES.map((language) => (
          <label key={language} className="language-option" title={LANGUAGE_NAMES[language]}>
            <input
              type="radio"
              name="language"
              value={language}
              checked={language === current}
              onChange={() => void i18n.changeLanguage(language)}
            />
            <img src={LANGUAGE_FLAGS[language]} alt="" width={24} height={18} />
            <span lang={language}>{LANGUAGE_NAMES[language]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
