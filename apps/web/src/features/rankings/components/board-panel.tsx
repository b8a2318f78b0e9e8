import { useState, type ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Pagination } from '@/components/ui/pagination'
import { MyPosition, type Located } from './my-position'

/**
 * A paginated ranking in its panel: title, 'My position' for a signed-in pilot, the loading and
 * error states, the page's table (`children`) and the pager.
 */
export function BoardPanel<Page extends { page: number; total: number }>({
  title,
  intro,
  query,
  pageSize,
  viewerId,
  locate,
  onPage,
  children,
}: {
  title: string
  intro?: string
  query: UseQueryResult<Page>
  pageSize: number
  viewerId: string | null
  locate: () => Promise<Located>
  onPage: (page: number) => void
  /** The table of a loaded page; `reveal` changes each time 'My position' found the pilot. */
  children: (page: Page, reveal: number) => ReactNode
}) {
  const { t } = useTranslation()
  const [reveal, setReveal] = useState(0)
  const page = query.data
  return (
    <section className="panel ranking-board" aria-busy={query.isFetching} aria-label={title}>
      <div className="board-head">
        <div>
          <h2 className="board-title">{title}</h2>
          {intro && <p className="muted">{intro}</p>}
        </div>
        {viewerId && (
          <MyPosition
            locate={locate}
            onFound={(found) => {
              onPage(found)
              setReveal((count) => count + 1)
            }}
          />
        )}
      </div>
      {query.isError && <p role="alert">{t('events.loadError')}</p>}
      {query.isPending && (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {page && (
        <>
          {children(page, reveal)}
          <Pagination
            page={page.page}
            total={page.total}
            limit={pageSize}
            onPage={onPage}
            label={t('rankings.pages', { board: title })}
          />
        </>
      )}
    </section>
  )
}
