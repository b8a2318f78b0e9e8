import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { Footer } from '@/components/layouts/footer'
import { NavBar } from '@/components/layouts/nav-bar'
import { TopBanner } from '@/components/layouts/top-banner'
import { useAuth } from '@/features/auth/hooks/use-auth'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import { ScrollToTop } from './scroll-to-top'
import { UserMenu } from './user-menu'

export function AppLayout() {
  const { t } = useTranslation()
  const { status } = useAuth()
  return (
    <div className="app">
      <ScrollToTop />
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <NavBar
        actions={
          <>
            {status === 'authenticated' && <NotificationBell />}
            <UserMenu />
          </>
        }
      />
      <TopBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  )
}
