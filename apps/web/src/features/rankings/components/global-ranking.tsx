import '../rankings.css'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Pagination } from '@/components/ui/pagination'
import { GLOBAL_PAGE_SIZE, getMyGlobalPage, useGlobalRanking } from '../api/get-global-ranking'
import { GlobalTable } from './global-table'
import { MyPosition } from './my-position'

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** GLOBAL X RANKING: every ranked pilot by X-points, with tier, level and nation. */
export function GlobalRanking({ viewerId }: { viewerId: string | null }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const [reveal, setReveal] = useState(0)
  const ranking = useGlobalRanking(pageFrom(params))
  const entries = ranking.data?.entries ?? []
  const goTo = (page: number) => setParams(page > 1 ? { page: String(page) } : {})
  const title = t('rankings.globalTitle')

  return (
    <div className="page rankings">
      <section className="panel ranking-board" aria-busy={ranking.isFetching} aria-label={title}>
        <div className="board-head">
          <div>
            <h2 className="board-title">{title}</h2>
            <p className="muted">{t('rankings.globalIntro')}</p>
          </div>
          {viewerId && (
            <MyPosition
              locate={getMyGlobalPage}
              onFound={(page) => {
                goTo(page)
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
        {ranking.data && (
          <GlobalTable entries={entries} viewerId={viewerId} reveal={reveal} caption={title} />
        )}
        {ranking.data && (
          <Pagination
            page={ranking.data.page}
            total={ranking.data.total}
            limit={GLOBAL_PAGE_SIZE}
            onPage={goTo}
            label={t('rankings.pages', { board: title })}
          />
        )}
      </section>
    </div>
  )
}
