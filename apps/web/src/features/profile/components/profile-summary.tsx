import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MyProfile } from '@app/shared'
import { CountryFlag } from '@/components/ui/country-flag'
import { formatNumber } from '@/lib/format'
import { levelProgress } from '../profile-format'
import { AvatarEditor } from './avatar-editor'
import { ProfileEditForm } from './profile-edit-form'

const PASSWORD_MASK = '••••••••'

function LevelBar({ profile }: { profile: MyProfile }) {
  const { t, i18n } = useTranslation()
  const number = (value: number) => formatNumber(value, i18n.resolvedLanguage)
  const percent = Math.round(levelProgress(profile))
  return (
    <div className="level-bar">
      <div className="level-line">
        <span className="level-badge">{t('profile.level', { level: profile.level })}</span>
        <span className={`tier-chip tier-${profile.tier.toLowerCase()}`}>
          {t(`profile.tiers.${profile.tier}`)}
        </span>
        <span className="level-xp">
          {t('profile.xpToNext', {
            xp: number(profile.xp),
            next: number(profile.nextLevelXp),
          })}
        </span>
      </div>
      <div
        className="xp-track"
        role="progressbar"
        aria-label={t('profile.xpProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="xp-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}

/** The pilot card: avatar, name, country, bio, Global Score, level, XP and the account footer. */
export function ProfileSummary({ profile }: { profile: MyProfile }) {
  const { t, i18n } = useTranslation()
  const [editing, setEditing] = useState(false)
  const created = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(profile.createdAt))

  return (
    <section className="panel profile-card" aria-labelledby="profile-name">
      <AvatarEditor avatar={profile.avatar} name={profile.name} />
      <div className="profile-info">
        <div className="profile-headline">
          <h2 id="profile-name" className="profile-name">
            {profile.name}
          </h2>
          {profile.countryCode && <CountryFlag code={profile.countryCode} />}
          {!editing && (
            <button type="button" className="btn btn-ghost" onClick={() => setEditing(true)}>
              {t('profile.edit.open')}
            </button>
          )}
        </div>
        {editing ? (
          <ProfileEditForm profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <p className="profile-bio">{profile.bio || t('profile.noBio')}</p>
        )}
        <div className="global-score">
          <span>{t('profile.globalScore')}</span>
          <strong>{formatNumber(profile.xPoints, i18n.resolvedLanguage)}</strong>
          {profile.globalRank !== null && (
            <span className="muted">{t('profile.globalRank', { rank: profile.globalRank })}</span>
          )}
        </div>
        <LevelBar profile={profile} />
        <dl className="profile-facts">
          <dt>{t('profile.createdAt')}</dt>
          <dd>{created}</dd>
          <dt>{t('profile.email')}</dt>
          <dd>{profile.email}</dd>
          <dt>{t('profile.password')}</dt>
          <dd aria-label={t('profile.passwordHidden')}>{PASSWORD_MASK}</dd>
        </dl>
      </div>
    </section>
  )
}
