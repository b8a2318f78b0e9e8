import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Logo } from '@/components/ui/logo'
import { BRAND, SOCIAL_LINKS } from '@/config/brand'
import { paths } from '@/config/paths'

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
            <YoutubeIcon />
          </a>
          <a
            href={SOCIAL_LINKS.instagram}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={t('footer.instagram', { brand: BRAND })}
          >
            <InstagramIcon />
          </a>
        </nav>
      </div>
      <p className="footer-rights">
        {t('footer.rights', { year: new Date().getFullYear(), brand: BRAND })}
      </p>
    </footer>
  )
}

function YoutubeIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8ZM9.7 15.1V8.9l5.8 3.1Z"
      />
    </svg>
  )
}

function InstagramIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 2.2c3.2 0 3.6 0 4.8.1 3.3.1 4.8 1.7 4.9 4.9.1 1.3.1 1.6.1 4.8s0 3.6-.1 4.8c-.1 3.2-1.7 4.8-4.9 4.9-1.3.1-1.6.1-4.8.1s-3.6 0-4.8-.1c-3.3-.1-4.8-1.7-4.9-4.9C2.2 15.6 2.2 15.2 2.2 12s0-3.6.1-4.8C2.4 3.9 4 2.4 7.2 2.3 8.4 2.2 8.8 2.2 12 2.2Zm0 4.8a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.3a3.3 3.3 0 1 1 0-6.6 3.3 3.3 0 0 1 0 6.6Zm5.2-9.7a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Z"
      />
    </svg>
  )
}
