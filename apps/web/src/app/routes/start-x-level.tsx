import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GAME_CATEGORIES, gamesOfCategory, type GameCategory } from '@app/shared'
import { GameLogo } from '@/components/ui/game-logo'
import { useSound } from '@/lib/use-sound'

const SUBTITLES: Record<GameCategory, string> = {
  horizontal: 'startx.horizontalSub',
  vertical: 'startx.verticalSub',
  bullethell: 'startx.bullethellSub',
}

/** Steps 1 and 2 of the mission flow; the upload step arrives with the submissions issue. */
export function StartXLevelRoute() {
  const { t } = useTranslation()
  const { play } = useSound()
  const [category, setCategory] = useState<GameCategory | null>(null)
  const [gameId, setGameId] = useState<number | null>(null)

  const chooseCategory = (next: GameCategory) => {
    play('choose-category')
    setCategory(next)
    setGameId(null)
  }

  return (
    <div className="page startx">
      <h2 className="section-title center">{t('startx.intro')}</h2>
      <div className="category-cards" role="group" aria-label={t('startx.intro')}>
        {GAME_CATEGORIES.map((item) => (
          <button
            key={item}
            type="button"
            className={`category-card category-${item}`}
            aria-pressed={category === item}
            onClick={() => chooseCategory(item)}
          >
            <span className="category-title">{t(`startx.${item}`)}</span>
            <span className="category-sub">{t(SUBTITLES[item])}</span>
          </button>
        ))}
      </div>
      <section className="panel" aria-labelledby="select-game-title">
        <h2 id="select-game-title" className="section-title">
          {t('startx.selectGame')}
        </h2>
        {!category && <p className="muted">{t('startx.chooseCategory')}</p>}
        {category && (
          <ul className="game-grid">
            {gamesOfCategory(category).map((game) => (
              <li key={game.id}>
                <button
                  type="button"
                  className="game-card"
                  aria-pressed={gameId === game.id}
                  onClick={() => {
                    play('choose-game')
                    setGameId(game.id)
                  }}
                >
                  <GameLogo game={game} />
                  <span className="game-title">{game.title}</span>
                  <span className="game-meta">{game.developer}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
