import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Logo } from '@/components/ui/logo'
import { BRAND, SOCIAL_LINKS } from '@/config/brand'
import { paths } from '@/config/paths'
import { Icon } from '@/components/ui/icon'

export function Footer() {
  const { t } = useTranslation()
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <Logo />
          <p className="footer-tagline">{t('footer.tagline')}</p>
        </div>
        <nav className="footer-links" aria-label={t('footer.social')}>
          <Link to={paths.terms.getHref()}>{t('footer.terms')}</Link>
          <Link to={paths.partners.getHref()}>{t('footer.partners')}</Link>
          <a
            href={SOCIAL_LINKS.youtube}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={t('footer.youtube', { brand: BRAND })}
          >
            <Icon name="youtube" size={26} />
          </a>
          <a
            href={SOCIAL_LINKS.instagram}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={t('footer.instagram', { brand: BRAND })}
          >
            <Icon name="instagram" size={24} />
          </a>
        </nav>
      </div>
      <p className="footer-rights">
        {t('footer.rights', { year: new Date().getFullYear(), brand: BRAND })}
      </p>
    </footer>
  )
}
