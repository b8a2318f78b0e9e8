import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { bannerKeyFor } from '@/config/paths'

/** The title banner chosen by the first path segment; nothing on other paths. */
export function TopBanner() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const key = bannerKeyFor(pathname)
  if (!key) return null
  return (
    <div className="top-banner">
      <div className="top-banner-grid" aria-hidden="true" />
      <h1 className="top-banner-title">{t(`banner.${key}`)}</h1>
    </div>
  )
}
