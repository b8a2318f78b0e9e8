import { useTranslation } from 'react-i18next'
import { GAME_CATEGORIES, gamesOfCategory } from '@app/shared'
import {
  RANKING_MODES,
  chooseCategory,
  chooseGame,
  chooseMode,
  type RankingFilters,
} from '../filter-state'

/** 'Filter Options': Category, then Game (of that category), then Mode; each waits for the last. */
export function RankingFilterControls({
  filters,
  onChange,
}: {
  filters: RankingFilters
  onChange: (filters: RankingFilters) => void
}) {
  const { t } = useTranslation()
  const games = filters.category ? gamesOfCategory(filters.category) : []
  return (
    <div className="filters">
      <label>
        {t('rankings.category')}
        <select
          value={filters.category ?? ''}
          onChange={(event) => onChange(chooseCategory(event.target.value))}
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
          onChange={(event) => onChange(chooseGame(filters, Number(event.target.value)))}
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
          value={filters.modeId ?? ''}
          disabled={!filters.gameId}
          onChange={(event) => onChange(chooseMode(filters, Number(event.target.value)))}
        >
          {!filters.gameId && <option value="">{t('rankings.choose')}</option>}
          {RANKING_MODES.map((mode) => (
            <option key={mode.id} value={mode.id}>
              {t(`rankings.modes.${mode.key}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
