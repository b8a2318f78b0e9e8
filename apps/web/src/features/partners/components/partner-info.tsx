import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PARTNER_TYPES, type PartnerType } from '@app/shared'

/** Small line icons for the info cards (drawn here, no image files). */
const ICONS: Record<'mail' | 'clock' | PartnerType, ReactNode> = {
  mail: <path d="M3 6h18v12H3z M3 6l9 7 9-7" />,
  clock: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M12 7v5l3 3" />,
  licensing: <path d="M6 3h9l4 4v14H6z M14 3v5h5 M9 13h7 M9 17h5" />,
  parceria: <path d="M8 12l3 3 5-5 M3 12l5-5 4 3 4-3 5 5-9 9z" />,
  patrocinio: <path d="M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L3.4 9.3l6-.7z" />,
}

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="info-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      {ICONS[name]}
    </svg>
  )
}

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: keyof typeof ICONS
  title: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <section className="panel info-card" aria-labelledby={id}>
      <h2 id={id} className="info-title">
        <Icon name={icon} />
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The info cards beside the form: direct contact, partnership types, response time. */
export function PartnerInfo({ email, failed }: { email: string | undefined; failed: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="partner-info">
      <InfoCard icon="mail" title={t('partners.info.contactTitle')}>
        <p className="muted">{t('partners.info.contactText')}</p>
        {email ? (
          <a className="info-email" href={`mailto:${email}`}>
            {email}
          </a>
        ) : (
          <p className="muted">{t(failed ? 'partners.info.contactError' : 'common.loading')}</p>
        )}
      </InfoCard>
      <InfoCard icon="parceria" title={t('partners.info.typesTitle')}>
        <ul className="partner-types">
          {PARTNER_TYPES.map((type) => (
            <li key={type} className="partner-type">
              <Icon name={type} />
              <div>
                <h3>{t(`partners.info.types.${type}.title`)}</h3>
                <p className="muted">{t(`partners.info.types.${type}.description`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </InfoCard>
      <InfoCard icon="clock" title={t('partners.info.responseTitle')}>
        <p className="info-response">{t('partners.info.responseText')}</p>
      </InfoCard>
    </div>
  )
}
