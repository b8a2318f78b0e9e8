import './tier-badge.css'
import { useTranslation } from 'react-i18next'
import type { Tier } from '@app/shared'

/** A level tier (Master, Platinum, Gold, Silver, Bronze) as a coloured arcade badge. */
export function TierBadge({ tier }: { tier: Tier }) {
  const { t } = useTranslation()
  return (
    <span className={`tier-badge tier-${tier.toLowerCase()}`}>
      <span className="tier-gem" aria-hidden="true" />
      <span className="tier-name">{t(`tiers.${tier.toLowerCase()}`)}</span>
    </span>
  )
}
