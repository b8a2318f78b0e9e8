import { useTranslation } from 'react-i18next'
import { formatNumber } from '@/lib/format'
import { CountryFlag } from '@/components/ui/country-flag'
import { PilotAvatar } from '@/components/ui/pilot-avatar'

export interface PilotRow {
  key: string
  rank: string
  name: string
  avatar: string | null
  countryCode: string | null
  score: number
}

/** A board of pilots: rank (or seed), avatar, pilot, nation, score. */
export function PilotTable({
  caption,
  rankHeader,
  rows,
  empty,
}: {
  caption: string
  rankHeader: string
  rows: readonly PilotRow[]
  empty: string
}) {
  const { t, i18n } = useTranslation()
  return (
    <div className="table-scroll">
      <table className="data-table pilot-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="col-rank">
              {rankHeader}
            </th>
            <th scope="col" className="col-avatar">
              <span className="sr-only">{t('events.columns.avatar')}</span>
            </th>
            <th scope="col">{t('events.columns.pilot')}</th>
            <th scope="col">{t('events.columns.nation')}</th>
            <th scope="col" className="num">
              {t('events.columns.score')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={5} className="table-empty">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key}>
              <td className="rank-cell">{row.rank}</td>
              <td className="cell-avatar">
                <PilotAvatar src={row.avatar} size={40} />
              </td>
              <td className="pilot-name">{row.name}</td>
              <td>
                <CountryFlag code={row.countryCode} />
              </td>
              <td className="num score-cell">{formatNumber(row.score, i18n.resolvedLanguage)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
