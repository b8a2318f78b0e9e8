import { useTranslation } from 'react-i18next'
import { gamesOfCategory, type Game, type GameCategory } from '@app/shared'
import { GameLogo } from '@/components/ui/game-logo'
import { formatNumber } from '@/lib/format'
import { useTopScore } from '../api/get-top-score'

function TopScore({ gameId }: { gameId: number }) {
  const { t, i18n } = useTranslation()
  const { data } = useTopScore(gameId)
  return (
    <span className="sx-game-score">
      <span className="sx-game-score-label">{t('common.hiScore')}</span>
      <span className="sx-game-score-value">
        {data === undefined ? '…' : formatNumber(data, i18n.resolvedLanguage)}
      </span>
    </span>
  )
}

interface GameListProps {
  category: GameCategory
  chosenId: number | null
  onChoose: (game: Game) => void
}

/** Step 2: the games of the chosen category, with each game's real top HI-SCORE. */
export function GameList({ category, chosenId, onChoose }: GameListProps) {
  return (
    <ul className="sx-games">
      {gamesOfCategory(category).map((game) => (
        <li key={game.id}>
          <button
            type="button"
            className="sx-game"
            aria-pressed={chosenId === game.id}
            onClick={() => onChoose(game)}
          >
            <GameLogo game={game} className="sx-game-logo" />
            <span className="sx-game-text">
              <span className="sx-game-title">{game.title}</span>
              <span className="sx-game-dev">{game.developer}</span>
            </span>
            <TopScore gameId={game.id} />
          </button>
        </li>
      ))}
    </ul>
  )
}
