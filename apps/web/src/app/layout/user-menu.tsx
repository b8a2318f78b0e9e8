import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import avatarDefault from '@/assets/avatar-default.svg'
import { LanguagePicker } from '@/components/ui/language-picker'
import { Switch } from '@/components/ui/switch'
import { paths } from '@/config/paths'
import { useAuth } from '@/features/auth/hooks/use-auth'
import { useDismiss } from '@/lib/use-dismiss'
import { useSound } from '@/lib/use-sound'

/** The avatar: logged out it opens the login modal, logged in it opens the account dropdown. */
export function UserMenu() {
  const { t } = useTranslation()
  const { status, user, openAuthModal, logout } = useAuth()
  const { enabled, setEnabled } = useSound()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const close = () => setOpen(false)
  useDismiss(root, open, close, { onScrollOrResize: true })
  const signedIn = status === 'authenticated' && user

  const handleClick = () => {
    if (signedIn) setOpen((value) => !value)
    else openAuthModal('login')
  }

  return (
    <div className="dropdown-root" ref={root}>
      <button
        type="button"
        className="avatar-button"
        aria-label={signedIn ? t('menu.openAccount') : t('menu.signIn')}
        aria-expanded={signedIn ? open : undefined}
        aria-haspopup={signedIn ? 'true' : 'dialog'}
        disabled={status === 'loading'}
        onClick={handleClick}
      >
        <img src={user?.avatar ?? avatarDefault} alt="" width={40} height={40} />
      </button>
      {signedIn && open && (
        <div className="dropdown user-dropdown">
          <p className="dropdown-title user-email">{user.email}</p>
          <Link className="dropdown-item" to={paths.profile.getHref()} onClick={close}>
            {t('menu.pilotName')}
          </Link>
          {user.role === 'moderator' && (
            <Link className="dropdown-item" to={paths.moderation.getHref()} onClick={close}>
              {t('menu.moderation')}
            </Link>
          )}
          <LanguagePicker />
          <Switch label={t('menu.soundEffects')} checked={enabled} onChange={setEnabled} />
          <div className="dropdown-account">
            <img src={user.avatar ?? avatarDefault} alt="" width={28} height={28} />
            <span>{user.email}</span>
          </div>
          <button type="button" className="dropdown-item" aria-disabled="true">
            {t('menu.addAccount')}
          </button>
          <button
            type="button"
            className="dropdown-item dropdown-logout"
            onClick={() => void logout().then(close)}
          >
            {t('menu.logout')}
          </button>
        </div>
      )}
    </div>
  )
}
