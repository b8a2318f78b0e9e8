import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'

export function NotFoundRoute() {
  const { t } = useTranslation()
  return (
    <div className="page panel-center">
      <div className="panel">
        <h1 className="page-title">{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link to={paths.home.getHref()} className="btn btn-primary">
          {t('common.backHome')}
        </Link>
      </div>
    </div>
  )
}
