import type { Game } from '@app/shared'

/** A wordmark tile for a game, painted with the catalogue's two logo colours. */
export function GameLogo({ game, className }: { game: Game; className?: string }) {
  const [from, to] = game.logoColors
  return (
    <span
      className={`game-logo ${className ?? ''}`}
      style={{ backgroundImage: `linear-gradient(180deg, ${from}, ${to})` }}
      aria-hidden="true"
    >
      {game.title}
    </span>
  )
}
