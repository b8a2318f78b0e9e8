import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, useLocation } from 'react-router'
import { Logo } from '@/components/ui/logo'
import { BRAND } from '@/config/brand'
import { paths } from '@/config/paths'
import { useDismiss } from '@/lib/use-dismiss'
import { useSound } from '@/lib/use-sound'

const LINKS = [
  { to: paths.home.getHref(), key: 'nav.home' },
  { to: paths.profile.getHref(), key: 'nav.profile' },
  { to: paths.startXLevel.getHref(), key: 'nav.startxlevel' },
  { to: paths.rankings.getHref(), key: 'nav.ranking' },
  { to: paths.events.getHref(), key: 'nav.events' },
] as const

function activeIndex(pathname: string): number {
  return LINKS.findIndex((link) =>
    link.to === '/' ? pathname === '/' : pathname === link.to || pathname.startsWith(`${link.to}/`),
  )
}

/** Logo, the five links with a marker sliding under the active one, and the `actions` slot. */
export function NavBar({ actions }: { actions: ReactNode }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const { play } = useSound()
  const [menuOpen, setMenuOpen] = useState(false)
  const list = useRef<HTMLUListElement>(null)
  const header = useRef<HTMLElement>(null)
  const [marker, setMarker] = useState<{ left: number; width: number } | null>(null)
  const current = activeIndex(pathname)
  useDismiss(header, menuOpen, () => setMenuOpen(false))

  useLayoutEffect(() => {
    const measure = () => {
      const item = list.current?.children[current] as HTMLElement | undefined
      setMarker(item ? { left: item.offsetLeft, width: item.offsetWidth } : null)
    }
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [current, t])

  const handleNavigate = (index: number) => {
    setMenuOpen(false)
    if (index !== current) play(index > current ? 'next-content' : 'previous-content')
  }

  return (
    <header className="site-header" ref={header}>
      <div className="nav-inner">
        <Link
          to={paths.home.getHref()}
          className="nav-logo"
          aria-label={t('nav.logoLabel', { brand: BRAND })}
        >
          <Logo />
        </Link>
        <nav
          aria-label={t('nav.main')}
          className={`nav-links ${menuOpen ? 'is-open' : ''}`}
          id="main-nav"
        >
          <ul ref={list}>
            {LINKS.map((link, index) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} onClick={() => handleNavigate(index)}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
          {marker && (
            <span
              className="nav-marker"
              aria-hidden="true"
              style={{ transform: `translateX(${marker.left}px)`, width: marker.width }}
            />
          )}
        </nav>
        <div className="nav-actions">
          {actions}
          <button
            type="button"
            className="icon-button nav-toggle"
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            aria-label={t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="burger" aria-hidden="true" />
          </button>
        </div>
      </div>
    </header>
  )
}
