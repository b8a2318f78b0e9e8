import '../rankings.css'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { findGame } from '@app/shared'
import { Pagination } from '@/components/ui/pagination'
import { RANKING_PAGE_SIZE, getMyRankingPage, useRanking } from '../api/get-ranking'
import { RANKING_MODES, readFilters, writeFilters, type RankingFilters } from '../filter-state'
import { MyPosition } from './my-position'
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
  const [reveal, setReveal] = useState(0)
  const ranking = useRanking(filters)
  const modeKey = RANKING_MODES.find((mode) => mode.id === filters.modeId)!.key
  const mode = t(`rankings.modes.${modeKey}`).toLocaleUpperCase(i18n.resolvedLanguage)
  const caption = `${findGame(filters.gameId)?.title ?? ''} — ${mode}`
  const page = ranking.data
  return (
    <section className="panel ranking-board" aria-busy={ranking.isFetching} aria-label={caption}>
      <div className="board-head">
        <h2 className="board-title">{caption}</h2>
        {viewerId && (
          <MyPosition
            locate={() => getMyRankingPage(filters)}
            onFound={(found) => {
              onPage(found)
              setReveal((count) => count + 1)
            }}
          />
        )}
      </div>
      {ranking.isError && <p role="alert">{t('events.loadError')}</p>}
      {ranking.isPending && (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {page && (
        <>
          <RankingTable
            caption={caption}
            mode={mode}
            entries={page.entries}
            viewerId={viewerId}
            reveal={reveal}
          />
          <Pagination
            page={page.page}
            total={page.total}
            limit={RANKING_PAGE_SIZE}
            onPage={onPage}
            label={t('rankings.pages', { board: caption })}
          />
        </>
      )}
    </section>
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
