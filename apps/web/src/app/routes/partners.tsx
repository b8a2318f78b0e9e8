import { useTranslation } from 'react-i18next'
import { ComingSoon } from '@/components/ui/coming-soon'

export function PartnersRoute() {
  const { t } = useTranslation()
  return (
    <>
      <div className="page-heading">
        <h1 className="page-title">{t('partners.title')}</h1>
        <p className="page-subtitle">{t('partners.subtitle')}</p>
      </div>
      <ComingSoon />
    </>
  )
}
