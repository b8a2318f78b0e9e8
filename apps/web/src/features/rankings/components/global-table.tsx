import { useTranslation } from 'react-i18next'
import type { GlobalRankingEntry } from '@app/shared'
import { CountryFlag } from '@/components/ui/country-flag'
import { PilotAvatar } from '@/components/ui/pilot-avatar'
import { TierBadge } from '@/components/ui/tier-badge'
import { formatNumber } from '@/lib/format'
import { useOrdinal } from '@/lib/ordinal'
import { PilotLink } from './pilot-link'
import { useRevealRow } from './use-reveal-row'

const COLUMNS = ['rank', 'avatar', 'pilot', 'tier', 'level', 'xPoints', 'nation'] as const

/** A Global X Ranking page: rank, avatar, pilot, tier, level, X-points, nation. */
export function GlobalTable({
  caption,
  entries,
  viewerId,
  reveal,
}: {
  caption: string
  entries: readonly GlobalRankingEntry[]
  viewerId: string | null
  reveal: number
}) {
  const { t, i18n } = useTranslation()
  const ordinal = useOrdinal()
  const mine = useRevealRow(
    reveal,
    entries.some((entry) => entry.userId === viewerId),
  )
  const number = (value: number) => formatNumber(value, i18n.resolvedLanguage)
  return (
    <div className="table-scroll">
      <table className="data-table ranking-table global-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={`col-${column}`}>
                {column === 'avatar' ? (
                  <span className="sr-only">{t('rankings.columns.avatar')}</span>
                ) : (
                  t(`rankings.columns.${column}`)
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 && (
            <tr>
              <td colSpan={COLUMNS.length} className="table-empty">
                {t('rankings.globalEmpty')}
              </td>
            </tr>
          )}
          {entries.map((entry) => {
            const isMe = entry.userId === viewerId
            return (
              <tr
                key={entry.userId}
                ref={isMe ? mine : undefined}
                className={isMe ? 'is-me' : undefined}
                tabIndex={isMe ? -1 : undefined}
              >
                <td className="rank-cell">{ordinal(entry.rank)}</td>
                <td className="cell-avatar">
                  <PilotAvatar src={entry.avatar} size={40} />
                </td>
                <td className="pilot-name">
                  <PilotLink userId={entry.userId} name={entry.name} isMe={isMe} />
                </td>
                <td>
                  <TierBadge tier={entry.tier} />
                </td>
                <td className="num level-cell">{number(entry.level)}</td>
                <td className="num score-cell">{number(entry.xPoints)}</td>
                <td>
                  <CountryFlag code={entry.countryCode} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
