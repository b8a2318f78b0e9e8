import './pagination.css'
import { useTranslation } from 'react-i18next'

/** Previous / next page buttons with "Page 2 of 5"; nothing when everything fits on one page. */
export function Pagination({
  page,
  total,
  limit,
  onPage,
  label,
}: {
  page: number
  total: number
  limit: number
  onPage: (page: number) => void
  label: string
}) {
  const { t } = useTranslation()
  const pages = Math.max(1, Math.ceil(total / limit))
  if (pages <= 1) return null
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pagination.previous')}
      </button>
      <span className="pagination-status" aria-live="polite">
        {t('pagination.status', { page, pages })}
      </span>
      <button
        type="button"
        className="btn btn-ghost"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  )
}
