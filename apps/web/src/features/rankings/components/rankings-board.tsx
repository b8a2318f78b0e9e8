import '../rankings.css'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { findGame } from '@app/shared'
import { RANKING_PAGE_SIZE, getMyRankingPage, useRanking } from '../api/get-ranking'
import { RANKING_MODES, readFilters, writeFilters, type RankingFilters } from '../filter-state'
import { BoardPanel } from './board-panel'
import { RankingFilterControls } from './ranking-filters'
import { RankingTable } from './ranking-table'

type Chosen = RankingFilters & { gameId: number; modeId: number }

function Board({
  filters,
  viewerId,
  onPage,
}: {
  filters: Chosen
  viewerId: string | null
  onPage: (page: number) => void
}) {
  const { t, i18n } = useTranslation()
  const modeKey = RANKING_MODES.find((mode) => mode.id === filters.modeId)!.key
  const mode = t(`rankings.modes.${modeKey}`).toLocaleUpperCase(i18n.resolvedLanguage)
  const caption = `${findGame(filters.gameId)?.title ?? ''} — ${mode}`
  return (
    <BoardPanel
      title={caption}
      query={useRanking(filters)}
      pageSize={RANKING_PAGE_SIZE}
      viewerId={viewerId}
      locate={() => getMyRankingPage(filters)}
      onPage={onPage}
    >
      {(page, reveal) => (
        <RankingTable
          caption={caption}
          mode={mode}
          entries={page.entries}
          viewerId={viewerId}
          reveal={reveal}
        />
      )}
    </BoardPanel>
  )
}

/** /rankings: the dependent filters (kept in the query string) and the chosen ranking. */
export function RankingsBoard({ viewerId }: { viewerId: string | null }) {
  const { t } = useTranslation()
  const id = useId()
  const [params, setParams] = useSearchParams()
  const filters = readFilters(params)
  const update = (next: RankingFilters) => setParams(writeFilters(next))
  const { gameId, modeId } = filters
  const chosen = gameId !== null && modeId !== null
  return (
    <div className="page rankings">
      <section className="panel" aria-labelledby={`${id}-filters`}>
        <h2 id={`${id}-filters`} className="section-title">
          {t('rankings.filters')}
        </h2>
        <RankingFilterControls filters={filters} onChange={update} />
        {!chosen && (
          <p className="muted" role="status">
            {t('rankings.chooseFilters')}
          </p>
        )}
      </section>
      {gameId !== null && modeId !== null && (
        <Board
          filters={{ ...filters, gameId, modeId }}
          viewerId={viewerId}
          onPage={(page) => setParams(writeFilters({ ...filters, page }))}
        />
      )}
    </div>
  )
}
