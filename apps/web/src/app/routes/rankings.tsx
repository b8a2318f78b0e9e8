import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GAME_CATEGORIES, gamesOfCategory, type GameCategory } from '@app/shared'

const MODES = ['highScore', 'oneCc', 'caravan'] as const
type Mode = (typeof MODES)[number]

interface Filters {
  category: GameCategory | null
  gameId: number | null
  mode: Mode | null
}

/** Dependent filters (SPEC.md section 2): a category picks its first game and the first mode. */
export function RankingsRoute() {
  const { t } = useTranslation()
  const id = useId()
  const [filters, setFilters] = useState<Filters>({ category: null, gameId: null, mode: null })
  const games = filters.category ? gamesOfCategory(filters.category) : []

  const chooseCategory = (value: string) => {
    const category = GAME_CATEGORIES.find((item) => item === value) ?? null
    const first = category ? gamesOfCategory(category)[0] : undefined
    setFilters({ category, gameId: first?.id ?? null, mode: first ? MODES[0] : null })
  }

  return (
    <div className="page rankings">
      <section className="panel" aria-labelledby={`${id}-filters`}>
        <h2 id={`${id}-filters`} className="section-title">
          {t('rankings.filters')}
        </h2>
        <div className="filters">
          <label>
            {t('rankings.category')}
            <select
              value={filters.category ?? ''}
              onChange={(event) => chooseCategory(event.target.value)}
            >
              <option value="">{t('rankings.choose')}</option>
              {GAME_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`rankings.${category}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('rankings.game')}
            <select
              value={filters.gameId ?? ''}
              disabled={!filters.category}
              onChange={(event) =>
                setFilters({ ...filters, gameId: Number(event.target.value), mode: MODES[0] })
              }
            >
              {!filters.category && <option value="">{t('rankings.choose')}</option>}
              {games.map((game) => (
                <option key={game.id} value={game.id}>
                  {game.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('rankings.mode')}
            <select
              value={filters.mode ?? ''}
              disabled={!filters.gameId}
              onChange={(event) => setFilters({ ...filters, mode: event.target.value as Mode })}
            >
              {!filters.gameId && <option value="">{t('rankings.choose')}</option>}
              {MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`rankings.modes.${mode}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className="muted" role="status">
          {filters.mode ? t('rankings.empty') : t('rankings.chooseFilters')}
        </p>
      </section>
    </div>
  )
}
