import '../runs.css'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Pagination } from '@/components/ui/pagination'
import { paths } from '@/config/paths'
import { formatNumber } from '@/lib/format'
import { PILOT_RUNS_PAGE_SIZE, usePilotRuns } from '../api/get-pilot-runs'
import { dateTime, runLabels } from '../run-format'
import { RunStatusBadge } from './run-status-badge'

const COLUMNS = ['game', 'mode', 'score', 'status', 'approved', 'report'] as const

/** A pilot's approved runs on their public page, best first, each linking to its report. */
export function PilotRuns({ pilotId }: { pilotId: string }) {
  const { t, i18n } = useTranslation()
  const [page, setPage] = useState(1)
  const runs = usePilotRuns(pilotId, page)
  const items = runs.data?.items
  return (
    <section className="panel pilot-runs" aria-labelledby="pilot-runs-title">
      <h2 id="pilot-runs-title" className="section-title">
        {t('runs.pilotRuns.title')}
      </h2>
      <div className="table-scroll" role="region" aria-labelledby="pilot-runs-title" tabIndex={0}>
        <table className="data-table" aria-busy={runs.isFetching}>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {t(`runs.pilotRuns.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items?.map((run) => {
              const labels = runLabels(run)
              return (
                <tr key={run.id}>
                  <td>{labels.game}</td>
                  <td>{labels.mode}</td>
                  <td className="num">{formatNumber(run.score, i18n.resolvedLanguage)}</td>
                  <td>
                    <RunStatusBadge status={run.status} provisional={run.provisional} />
                  </td>
                  <td>{dateTime(run.approvedAt, i18n.resolvedLanguage)}</td>
                  <td>
                    <Link
                      to={paths.run.getHref(run.id)}
                      aria-label={t('runs.reportOf', { game: labels.game })}
                    >
                      {t('runs.viewReport')}
                    </Link>
                  </td>
                </tr>
              )
            })}
            {(!items || items.length === 0) && (
              <tr>
                <td colSpan={COLUMNS.length} className="table-empty">
                  {runs.isPending && t('common.loading')}
                  {runs.isError && t('runs.loadError')}
                  {items?.length === 0 && t('runs.pilotRuns.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pagination
        page={page}
        total={runs.data?.total ?? 0}
        limit={PILOT_RUNS_PAGE_SIZE}
        onPage={setPage}
        label={t('runs.pilotRuns.pages')}
      />
    </section>
  )
}
