import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { findGame, type Home } from '@app/shared'
import { GameLogo } from '@/components/ui/game-logo'
import { paths } from '@/config/paths'
import { formatNumber } from '@/lib/format'

export function TopGames({ games }: { games: Home['topGames'] }) {
  const { t, i18n } = useTranslation()
  return (
    <section className="home-section" aria-labelledby="games-title">
      <h2 id="games-title" className="section-title">
        {t('home.topGamesTitle')}
      </h2>
      <ol className="top-games">
        {games.map(({ gameId, topScore }, index) => {
          const game = findGame(gameId)
          if (!game) return null
          return (
            <li key={gameId}>
              <Link
                to={paths.rankings.getHref()}
                className="game-card"
                aria-label={t('home.viewRanking', { game: game.title })}
              >
                <span className="game-rank">#{index + 1}</span>
                <GameLogo game={game} />
                <span className="game-title">{game.title}</span>
                <span className="game-meta">
                  {game.developer} · {game.year}
                </span>
                <span className="game-score">
                  <span>{t('common.hiScore')}</span>
                  <strong>{formatNumber(topScore ?? 0, i18n.resolvedLanguage)}</strong>
                </span>
              </Link>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
