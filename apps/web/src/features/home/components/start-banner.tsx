import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'

export function StartBanner() {
  const { t } = useTranslation()
  return (
    <section className="start-banner" aria-labelledby="start-title">
      <div className="start-banner-ship" aria-hidden="true" />
      <div className="start-banner-text">
        <h2 id="start-title" className="section-title">
          {t('home.startTitle')}
        </h2>
        <p>{t('home.startText')}</p>
      </div>
      <Link to={paths.startXLevel.getHref()} className="btn btn-primary btn-large">
        {t('home.startButton')}
      </Link>
    </section>
  )
}
