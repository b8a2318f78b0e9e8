import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { RankingEntry } from '@app/shared'
import { paths } from '@/config/paths'
import { formatNumber } from '@/lib/format'
import { PilotTable } from './pilot-table'

/**
 * One game x mode ranking page: Rank, avatar, Player, Score, Game, Mode, Ship, Nation. The score
 * links the run's verification report; a run waiting for a moderator is tagged provisional.
 */
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
  return (
    <PilotTable
      caption={caption}
      columns={['player', 'score', 'game', 'mode', 'ship']}
      empty={t('rankings.empty')}
      entries={entries}
      viewerId={viewerId}
      reveal={reveal}
      cells={(entry) => (
        <>
          <td className="num score-cell">
            <Link className="score-link" to={paths.run.getHref(entry.runId)}>
              {formatNumber(entry.score, i18n.resolvedLanguage)}
              <span className="sr-only"> {t('rankings.viewReport')}</span>
            </Link>
            {entry.provisional && (
              <span className="provisional-tag">{t('rankings.provisional')}</span>
            )}
          </td>
          <td className="game-cell">{entry.game}</td>
          <td className="mode-cell">{mode}</td>
          <td className="ship-cell">{entry.ship}</td>
        </>
      )}
    />
  )
}
