import type { Game } from '@app/shared'

/** Generated key art for a game without a trailer: its colours, a starfield and its wordmark. */
export function GamePoster({ game, label }: { game: Game; label: string }) {
  const [from, to] = game.logoColors
  const gradient = `poster-${game.id}`
  const stars = Array.from({ length: 40 }, (_, index) => ({
    x: (index * 97 + game.id * 31) % 640,
    y: (index * 53 + game.id * 17) % 360,
    r: index % 5 === 0 ? 2 : 1,
  }))
  return (
    <svg className="sx-poster" viewBox="0 0 640 360" role="img" aria-label={label}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill="#05060f" />
      <circle cx="520" cy="80" r="150" fill={from} opacity="0.16" />
      <circle cx="110" cy="320" r="170" fill={to} opacity="0.12" />
      {stars.map((star, index) => (
        <circle key={index} cx={star.x} cy={star.y} r={star.r} fill="#fff" opacity="0.7" />
      ))}
      <path d="M250 250l60-26 26-44 26 44 60 26-86 10z" fill={`url(#${gradient})`} opacity="0.9" />
      <path d="M0 300h640" stroke={`url(#${gradient})`} strokeWidth="3" opacity="0.6" />
      <text
        x="320"
        y="150"
        textAnchor="middle"
        fill={`url(#${gradient})`}
        fontFamily="'Press Start 2P', monospace"
        fontSize={game.title.length > 12 ? 26 : 34}
      >
        {game.title.toUpperCase()}
      </text>
      <text
        x="320"
        y="334"
        textAnchor="middle"
        fill="#eef1ff"
        opacity="0.75"
        fontFamily="'Orbitron', sans-serif"
        fontSize="16"
        letterSpacing="4"
      >
        {`${game.developer.toUpperCase()} · ${game.year}`}
      </text>
    </svg>
  )
}
