import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { findGame, LEVELS, MODES, PLATFORMS, type Submission } from '@app/shared'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { announceValidationFinished } from '@/lib/validation-events'
import { HISTORY_PAGE_SIZE, useMySubmissions } from '../api/get-my-submissions'
import { useRetrySubmission } from '../api/retry-submission'
import { isoDay } from '../profile-format'

const COLUMNS = ['status', 'game', 'platform', 'mode', 'level', 'start', 'end', 'action'] as const
const label = (list: readonly { id: number; label: string }[], id: number) =>
  list.find((item) => item.id === id)?.label ?? '—'

/** Announces a validation end when a run seen under review comes back decided. */
function useFinishedRuns(items: Submission[] | undefined) {
  const reviewing = useRef(new Set<string>())
  useEffect(() => {
    if (!items) return
    const finished = items.some(
      (item) => reviewing.current.has(item.id) && item.status !== 'under_review',
    )
    reviewing.current = new Set(
      items.filter((item) => item.status === 'under_review').map((item) => item.id),
    )
    if (finished) announceValidationFinished()
  }, [items])
}

function HistoryRow({ item }: { item: Submission }) {
  const { t } = useTranslation()
  const retry = useRetrySubmission()
  const game = findGame(item.gameId)?.title ?? ''
  return (
    <tr>
      <td>
        <span className={`status status-${item.status}`}>
          <span className="status-dot" aria-hidden="true" />
          {t(`profile.status.${item.status}`)}
        </span>
      </td>
      <td>{findGame(item.gameId)?.title ?? '—'}</td>
      <td>{label(PLATFORMS, item.platformId)}</td>
      <td>{label(MODES, item.modeId)}</td>
      <td>{label(LEVELS, item.levelId)}</td>
      <td>{isoDay(item.createdAt)}</td>
      <td>{isoDay(item.finishedAt)}</td>
      <td className="history-actions">
        {item.result && (
          <Link
            className="btn btn-ghost btn-small"
            to={paths.run.getHref(item.id)}
            aria-label={t('profile.reportOf', { game })}
          >
            {t('profile.report')}
          </Link>
        )}
        {item.status === 'rejected' && (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            disabled={retry.isPending}
            aria-label={t('profile.retryRun', { game })}
            onClick={() => retry.mutate(item.id)}
          >
            {t('profile.retry')}
          </button>
        )}
        {!item.result && item.status !== 'rejected' && (
          <span aria-label={t('profile.noAction')}>—</span>
        )}
        {retry.isError && (
          <span className="field-error" role="alert">
            {errorMessage(retry.error) ?? t('profile.retryError')}
          </span>
        )}
      </td>
    </tr>
  )
}

/** The pilot's runs, newest first, ten a page; read again while one is under review. */
export function UploadHistory() {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  const history = useMySubmissions(page)
  const items = history.data?.items
  const pages = Math.max(1, Math.ceil((history.data?.total ?? 0) / HISTORY_PAGE_SIZE))
  useFinishedRuns(items)

  return (
    <section className="panel upload-history" aria-labelledby="upload-history-title">
      <h2 id="upload-history-title" className="section-title">
        {t('profile.uploadHistory')}
      </h2>
      <div
        className="table-scroll"
        role="region"
        aria-labelledby="upload-history-title"
        tabIndex={0}
      >
        <table className="data-table" aria-busy={history.isFetching}>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {t(`profile.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items?.map((item) => (
              <HistoryRow key={item.id} item={item} />
            ))}
            {(!items || items.length === 0) && (
              <tr>
                <td colSpan={COLUMNS.length} className="table-empty">
                  {history.isPending && t('common.loading')}
                  {history.isError && t('profile.loadError')}
                  {items?.length === 0 && t('profile.noUploads')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="pager" aria-label={t('profile.historyPages')}>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('profile.previousPage')}
          </button>
          <span>{t('profile.page', { page, pages })}</span>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('profile.nextPage')}
          </button>
        </nav>
      )}
    </section>
  )
}
