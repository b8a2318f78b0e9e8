import '../rankings.css'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { CountryFlag } from '@/components/ui/country-flag'
import { Pagination } from '@/components/ui/pagination'
import { PilotAvatar } from '@/components/ui/pilot-avatar'
import { TierBadge } from '@/components/ui/tier-badge'
import { formatNumber } from '@/lib/format'
import { useOrdinal } from '@/lib/ordinal'
import { GLOBAL_PAGE_SIZE, getMyGlobalPage, useGlobalRanking } from '../api/get-global-ranking'
import { MyPosition } from './my-position'
import { PilotLink } from './pilot-link'
import { useRevealRow } from './use-reveal-row'

const COLUMNS = ['rank', 'avatar', 'pilot', 'tier', 'level', 'xPoints', 'nation'] as const

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** GLOBAL X RANKING: every ranked pilot by X-points, with tier, level and nation. */
export function GlobalRanking({ viewerId }: { viewerId: string | null }) {
  const { t, i18n } = useTranslation()
  const ordinal = useOrdinal()
  const [params, setParams] = useSearchParams()
  const [reveal, setReveal] = useState(0)
  const ranking = useGlobalRanking(pageFrom(params))
  const entries = ranking.data?.entries ?? []
  const mine = useRevealRow(
    reveal,
    entries.some((entry) => entry.userId === viewerId),
  )
  const goTo = (page: number) => setParams(page > 1 ? { page: String(page) } : {})
  const number = (value: number) => formatNumber(value, i18n.resolvedLanguage)
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
          <div className="table-scroll">
            <table className="data-table ranking-table global-table">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className={`col-${column}`}>
                      {column === 'avatar' ? (
                        <span className="sr-only">{t('rankings.columns.avatar')}</span>
                      ) : (
                        t(`rankings.columns.${column}`)
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {entries.length === 0 && (
                  <tr>
                    <td colSpan={COLUMNS.length} className="table-empty">
                      {t('rankings.globalEmpty')}
                    </td>
                  </tr>
                )}
                {entries.map((entry) => {
                  const isMe = entry.userId === viewerId
                  return (
                    <tr
                      key={entry.userId}
                      ref={isMe ? mine : undefined}
                      className={isMe ? 'is-me' : undefined}
                      tabIndex={isMe ? -1 : undefined}
                    >
                      <td className="rank-cell">{ordinal(entry.rank)}</td>
                      <td className="cell-avatar">
                        <PilotAvatar src={entry.avatar} size={40} />
                      </td>
                      <td className="pilot-name">
                        <PilotLink userId={entry.userId} name={entry.name} isMe={isMe} />
                      </td>
                      <td>
                        <TierBadge tier={entry.tier} />
                      </td>
                      <td className="num">{number(entry.level)}</td>
                      <td className="num score-cell">{number(entry.xPoints)}</td>
                      <td>
                        <CountryFlag code={entry.countryCode} />
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
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
