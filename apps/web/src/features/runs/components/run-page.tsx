import '../runs.css'
import { isAxiosError } from 'axios'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { useRunReport } from '../api/get-run-report'
import { RunReportView } from './run-report-view'

/**
 * /runs/:id: the public verification report of a validated run; `viewerId` is the signed-in
 * pilot (null for a visitor, undefined while the session loads).
 */
export function RunPage({ id, viewerId }: { id: string; viewerId: string | null | undefined }) {
  const { t } = useTranslation()
  const report = useRunReport(id, viewerId)
  if (report.isPending) {
    return (
      <p className="page muted" role="status">
        {t('common.loading')}
      </p>
    )
  }
  if (report.isError) {
    const status = isAxiosError(report.error) ? report.error.response?.status : undefined
    return (
      <div className="page panel-center">
        <div className="panel" role="alert">
          <h1 className="page-title">{t('runs.title')}</h1>
          <p>{status === 404 || status === 400 ? t('runs.notFound') : t('runs.loadError')}</p>
          {status !== 404 && status !== 400 && (
            <button type="button" className="btn btn-ghost" onClick={() => void report.refetch()}>
              {t('runs.retry')}
            </button>
          )}
          <Link className="btn btn-ghost" to={paths.home.getHref()}>
            {t('common.backHome')}
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className="page run-page">
      <header className="page-heading">
        <h1 className="page-title">{t('runs.title')}</h1>
        <p className="page-subtitle">{t('runs.subtitle')}</p>
      </header>
      <RunReportView report={report.data} />
    </div>
  )
}
