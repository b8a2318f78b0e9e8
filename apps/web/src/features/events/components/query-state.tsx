import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'

/** The loading line, or the error with a retry, of a query that has no data yet. */
export function QueryState({ query }: { query: UseQueryResult }) {
  const { t } = useTranslation()
  if (query.isError) {
    return (
      <div className="query-state" role="alert">
        <p>{t('events.loadError')}</p>
        <button type="button" className="btn btn-ghost" onClick={() => void query.refetch()}>
          {t('events.retry')}
        </button>
      </div>
    )
  }
  return (
    <p className="query-state muted" role="status">
      {t('common.loading')}
    </p>
  )
}
