import '../rankings.css'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { GLOBAL_PAGE_SIZE, getMyGlobalPage, useGlobalRanking } from '../api/get-global-ranking'
import { BoardPanel } from './board-panel'
import { GlobalTable } from './global-table'

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** GLOBAL X RANKING: every ranked pilot by X-points, with tier, level and nation. */
export function GlobalRanking({ viewerId }: { viewerId: string | null }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const title = t('rankings.globalTitle')
  return (
    <div className="page rankings">
      <BoardPanel
        title={title}
        intro={t('rankings.globalIntro')}
        query={useGlobalRanking(pageFrom(params))}
        pageSize={GLOBAL_PAGE_SIZE}
        viewerId={viewerId}
        locate={getMyGlobalPage}
        onPage={(page) => setParams(page > 1 ? { page: String(page) } : {})}
      >
        {(page, reveal) => (
          <GlobalTable entries={page.entries} viewerId={viewerId} reveal={reveal} caption={title} />
        )}
      </BoardPanel>
    </div>
  )
}
