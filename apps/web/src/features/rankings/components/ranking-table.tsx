import { useTranslation } from 'react-i18next'
import type { RankingEntry } from '@app/shared'
import { CountryFlag } from '@/components/ui/country-flag'
import { PilotAvatar } from '@/components/ui/pilot-avatar'
import { formatNumber } from '@/lib/format'
import { useOrdinal } from '@/lib/ordinal'
import { PilotLink } from './pilot-link'
import { useRevealRow } from './use-reveal-row'

const COLUMNS = ['rank', 'avatar', 'player', 'score', 'game', 'mode', 'ship', 'nation'] as const

/** One game x mode ranking page: Rank, avatar, Player, Score, Game, Mode, Ship, Nation. */
export function RankingTable({
  caption,
  mode,
  entries,
  viewerId,
  reveal,
}: {
  caption: string
  /** The Mode column: the chosen mode, uppercased. */
  mode: string
  entries: readonly RankingEntry[]
  viewerId: string | null
  reveal: number
}) {
  const { t, i18n } = useTranslation()
  const ordinal = useOrdinal()
  const mine = useRevealRow(
    reveal,
    entries.some((entry) => entry.userId === viewerId),
  )
  return (
    <div className="table-scroll">
      <table className="data-table ranking-table">
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
                {t('rankings.empty')}
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
                <td className="num score-cell">
                  {formatNumber(entry.score, i18n.resolvedLanguage)}
                </td>
                <td className="game-cell">{entry.game}</td>
                <td className="mode-cell">{mode}</td>
                <td className="ship-cell">{entry.ship}</td>
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
