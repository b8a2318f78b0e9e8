import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'

/** The honest placeholder under a banner whose page arrives with a later issue. */
export function ComingSoon({ text }: { text?: string }) {
  const { t } = useTranslation()
  return (
    <div className="page panel-center">
      <div className="panel coming-soon" role="status">
        <p className="coming-soon-title">{t('common.comingSoonTitle')}</p>
        <p>{text ?? t('common.comingSoonText')}</p>
        <Link to={paths.home.getHref()} className="btn btn-ghost">
          {t('common.backHome')}
        </Link>
      </div>
    </div>
  )
}
