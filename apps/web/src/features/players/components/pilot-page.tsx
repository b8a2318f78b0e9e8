import '../players.css'
import { isAxiosError } from 'axios'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { PublicProfile } from '@app/shared'
import { CountryFlag } from '@/components/ui/country-flag'
import { FactList } from '@/components/ui/fact-list'
import { PilotAvatar } from '@/components/ui/pilot-avatar'
import { TierBadge } from '@/components/ui/tier-badge'
import { paths } from '@/config/paths'
import { formatNumber } from '@/lib/format'
import { useOrdinal } from '@/lib/ordinal'
import { usePublicProfile } from '../api/get-public-profile'
import { ModeCards } from './mode-cards'

function LevelBar({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation()
  const span = Math.max(1, profile.nextLevelXp - profile.levelXp)
  const done = Math.min(span, Math.max(0, profile.xp - profile.levelXp))
  const number = (value: number) => formatNumber(value, i18n.resolvedLanguage)
  return (
    <div className="level-bar">
      <div className="level-bar-label">
        <span>{t('players.level', { level: profile.level })}</span>
        <span className="muted">
          {t('players.xp', { xp: number(profile.xp), next: number(profile.nextLevelXp) })}
        </span>
      </div>
      <progress value={done} max={span} aria-label={t('players.levelProgress')} />
    </div>
  )
}

function PilotHeader({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation()
  const ordinal = useOrdinal()
  const facts: [string, ReactNode][] = [
    [t('players.tier'), <TierBadge key="tier" tier={profile.tier} />],
    [t('players.xPointsLabel'), formatNumber(profile.xPoints, i18n.resolvedLanguage)],
    [
      t('players.globalRank'),
      profile.globalRank ? ordinal(profile.globalRank) : t('players.unranked'),
    ],
    [t('players.battles'), formatNumber(profile.battles, i18n.resolvedLanguage)],
  ]
  return (
    <section className="panel pilot-hero">
      <PilotAvatar
        src={profile.avatar}
        size={160}
        alt={t('players.avatarAlt', { name: profile.name })}
        className="pilot-hero-avatar"
      />
      <div className="pilot-hero-main">
        <div className="pilot-hero-name">
          <h2>{profile.name}</h2>
          <CountryFlag code={profile.countryCode} />
          {profile.isDemo && <span className="demo-tag">{t('players.demo')}</span>}
        </div>
        <p className="pilot-bio">{profile.bio || t('players.noBio')}</p>
        <LevelBar profile={profile} />
        <FactList className="pilot-facts" facts={facts} />
      </div>
    </section>
  )
}

/** The public pilot page: identity, level, tier, X-points, global rank and best scores. */
export function PilotPage({ id, children }: { id: string; children?: ReactNode }) {
  const { t } = useTranslation()
  const profile = usePublicProfile(id)
  if (profile.isPending) {
    return (
      <p className="page muted" role="status">
        {t('common.loading')}
      </p>
    )
  }
  if (profile.isError) {
    const status = isAxiosError(profile.error) ? profile.error.response?.status : undefined
    const missing = status === 404 || status === 400
    return (
      <div className="page panel-center">
        <div className="panel" role="alert">
          <p>{missing ? t('players.notFound') : t('events.loadError')}</p>
          <Link className="btn btn-ghost" to={paths.players.getHref()}>
            {t('players.backToList')}
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className="page pilot-page">
      <PilotHeader profile={profile.data} />
      <ModeCards modes={profile.data.modes} />
      {children}
    </div>
  )
}
