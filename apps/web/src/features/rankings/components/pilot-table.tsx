import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PilotCard } from '@app/shared'
import { CountryFlag } from '@/components/ui/country-flag'
import { PilotAvatar } from '@/components/ui/pilot-avatar'
import { useOrdinal } from '@/lib/ordinal'
import { PilotLink } from './pilot-link'
import { useRevealRow } from './use-reveal-row'

type PilotRow = PilotCard & { rank: number }

/**
 * A ranking page as a table: Rank, avatar, the pilot's name, the board's own columns, Nation. The
 * signed-in pilot's row is highlighted and focused after 'My position'.
 */
export function PilotTable<Row extends PilotRow>({
  caption,
  className,
  columns,
  empty,
  entries,
  viewerId,
  reveal,
  cells,
}: {
  caption: string
  className?: string
  /** Column keys of `rankings.columns.*`: the name column first, then the board's own. */
  columns: readonly [string, ...string[]]
  empty: string
  entries: readonly Row[]
  viewerId: string | null
  reveal: number
  /** The cells of the board's own columns (after the name, before the flag). */
  cells: (entry: Row) => ReactNode
}) {
  const { t } = useTranslation()
  const ordinal = useOrdinal()
  const mine = useRevealRow(
    reveal,
    entries.some((entry) => entry.userId === viewerId),
  )
  const all = ['rank', 'avatar', ...columns, 'nation']
  return (
    <div className="table-scroll">
      <table className={['data-table ranking-table', className].filter(Boolean).join(' ')}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {all.map((column) => (
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
              <td colSpan={all.length} className="table-empty">
                {empty}
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
                {cells(entry)}
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
