import '../profile.css'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { MyProfile } from '@app/shared'
import { useValidationFinished } from '@/lib/validation-events'
import { useMyProfile } from '../api/get-my-profile'
import { ModeStats } from './mode-stats'
import { ProfileSummary } from './profile-summary'
import { UploadHistory } from './upload-history'

/**
 * The signed-in pilot's profile from `GET /api/profiles/me`. `extra` renders under the card with
 * the loaded profile (the route adds the badges there).
 */
export function ProfilePage({ extra }: { extra?: (profile: MyProfile) => ReactNode }) {
  const { t } = useTranslation()
  const profile = useMyProfile()
  // A decided run changes the figures (score, level, XP, mode stats).
  useValidationFinished(() => void profile.refetch())

  return (
    <div className="page profile">
      <h2 className="page-title profile-page-title">{t('profile.pageTitle')}</h2>
      {profile.isPending && (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {profile.isError && (
        <div className="panel" role="alert">
          <p>{t('profile.loadError')}</p>
          <button type="button" className="btn btn-ghost" onClick={() => void profile.refetch()}>
            {t('profile.reload')}
          </button>
        </div>
      )}
      {profile.data && (
        <>
          <ProfileSummary profile={profile.data} />
          <ModeStats modes={profile.data.modes} />
          {extra?.(profile.data)}
        </>
      )}
      <UploadHistory />
    </div>
  )
}
