import { useTranslation } from 'react-i18next'
import type { GlobalRankingEntry } from '@app/shared'
import { TierBadge } from '@/components/ui/tier-badge'
import { formatNumber } from '@/lib/format'
import { PilotTable } from './pilot-table'

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
  const number = (value: number) => formatNumber(value, i18n.resolvedLanguage)
  return (
    <PilotTable
      caption={caption}
      className="global-table"
      columns={['pilot', 'tier', 'level', 'xPoints']}
      empty={t('rankings.globalEmpty')}
      entries={entries}
      viewerId={viewerId}
      reveal={reveal}
      cells={(entry) => (
        <>
          <td>
            <TierBadge tier={entry.tier} />
          </td>
          <td className="num level-cell">{number(entry.level)}</td>
          <td className="num score-cell">{number(entry.xPoints)}</td>
        </>
      )}
    />
  )
}
