import '../players.css'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { CountryFlag } from '@/components/ui/country-flag'
import { Pagination } from '@/components/ui/pagination'
import { PilotAvatar } from '@/components/ui/pilot-avatar'
import { TierBadge } from '@/components/ui/tier-badge'
import { paths } from '@/config/paths'
import { formatNumber } from '@/lib/format'
import { PLAYERS_PAGE_SIZE, usePlayers } from '../api/get-players'

/** Typing settles for this long before the list is searched. */
const SEARCH_DELAY_MS = 300

function useSearch() {
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1)
  const [draft, setDraft] = useState(q)
  useEffect(() => {
    if (draft.trim() === q) return
    const timer = setTimeout(
      () => setParams(draft.trim() ? { q: draft.trim() } : {}, { replace: true }),
      SEARCH_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [draft, q, setParams])
  const goTo = (next: number) =>
    setParams({ ...(q ? { q } : {}), ...(next > 1 ? { page: String(next) } : {}) })
  return { q, page, draft, setDraft, goTo }
}

/** PLAYER LIST: every pilot, searchable by name or country code, paginated. */
export function PlayerList() {
  const { t, i18n } = useTranslation()
  const id = useId()
  const search = useSearch()
  const players = usePlayers({ q: search.q, page: search.page })
  const list = players.data
  return (
    <div className="page players-page">
      <section className="panel players-panel" aria-busy={players.isFetching}>
        <h2 className="section-title">{t('players.title')}</h2>
        <form className="player-search" role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${id}-q`}>{t('players.search')}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={search.draft}
            maxLength={64}
            placeholder={t('players.searchPlaceholder')}
            onChange={(event) => search.setDraft(event.target.value)}
          />
        </form>
        {players.isError && <p role="alert">{t('events.loadError')}</p>}
        {players.isPending && (
          <p className="muted" role="status">
            {t('common.loading')}
          </p>
        )}
        {list && (
          <p className="muted" role="status">
            {t('players.count', { count: list.total })}
          </p>
        )}
        {list && list.players.length > 0 && (
          <ul className="player-cards">
            {list.players.map((player) => (
              <li key={player.userId} className="player-card">
                <PilotAvatar src={player.avatar} size={56} />
                <div className="player-card-main">
                  <Link className="player-name" to={paths.communityPilot.getHref(player.userId)}>
                    {player.name}
                  </Link>
                  <span className="player-meta">
                    {t('players.level', { level: player.level })} ·{' '}
                    {t('players.xPoints', {
                      points: formatNumber(player.xPoints, i18n.resolvedLanguage),
                    })}
                  </span>
                </div>
                <TierBadge tier={player.tier} />
                <CountryFlag code={player.countryCode} />
              </li>
            ))}
          </ul>
        )}
        {list && (
          <Pagination
            page={list.page}
            total={list.total}
            limit={PLAYERS_PAGE_SIZE}
            onPage={search.goTo}
            label={t('players.pages')}
          />
        )}
      </section>
    </div>
  )
}
