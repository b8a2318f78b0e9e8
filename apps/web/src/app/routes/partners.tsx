import { useTranslation } from 'react-i18next'
import { usePartnerContact } from '@/features/partners/api/get-partner-contact'
import { PartnerForm } from '@/features/partners/components/partner-form'
import { PartnerInfo } from '@/features/partners/components/partner-info'

export function PartnersRoute() {
  const { t } = useTranslation()
  const contact = usePartnerContact()
  const email = contact.data?.email
  return (
    <div className="page partners">
      <div className="page-heading">
        <h1 className="page-title">{t('partners.title')}</h1>
        <p className="page-subtitle">{t('partners.subtitle')}</p>
      </div>
      <div className="partners-layout">
        <PartnerForm contactEmail={email} />
        <PartnerInfo email={email} failed={contact.isError} />
      </div>
    </div>
  )
}
