import { useTranslation } from 'react-i18next'
import { BRAND } from '@/config/brand'

const SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const

export function TermsRoute() {
  const { t } = useTranslation()
  return (
    <article className="page prose">
      <h1 className="page-title">{t('terms.title')}</h1>
      <p className="muted">{t('terms.updated')}</p>
      {SECTIONS.map((n) => (
        <section key={n}>
          <h2>{t(`terms.s${n}Title`)}</h2>
          <p>{t(`terms.s${n}Text`, { brand: BRAND })}</p>
        </section>
      ))}
    </article>
  )
}
