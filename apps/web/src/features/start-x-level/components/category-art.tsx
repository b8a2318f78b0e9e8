import type { GameCategory } from '@app/shared'

/** A little pixel scene per category: a ship flying right, a ship flying up, a bullet storm. */
export function CategoryArt({ category }: { category: GameCategory }) {
  return (
    <svg className="sx-category-art" viewBox="0 0 120 64" aria-hidden="true">
      {category === 'horizontal' && (
        <g>
          <path d="M20 26h26l14 6-14 6H20l6-6z" fill="currentColor" />
          <path d="M8 30h10M4 34h14" stroke="#ffd23f" strokeWidth="3" />
          <path d="M70 32h12M90 32h12" stroke="#2af5ff" strokeWidth="3" />
        </g>
      )}
      {category === 'vertical' && (
        <g>
          <path d="M60 20l7 14v14l-7-5-7 5V34z" fill="currentColor" />
          <path d="M57 54v8M63 54v8" stroke="#ffd23f" strokeWidth="3" />
          <path d="M60 4v8M46 2v8M74 2v8" stroke="#2af5ff" strokeWidth="3" />
        </g>
      )}
      {category === 'bullethell' && (
        <g>
          <path d="M60 42l6 12-6-3-6 3z" fill="currentColor" />
          {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((index) => {
            const angle = (Math.PI * index) / 10
            return (
              <circle
                key={index}
                cx={60 + Math.cos(angle) * 44}
                cy={34 - Math.sin(angle) * 26}
                r={3}
                fill={index % 2 ? '#ff4fb0' : '#ffd23f'}
              />
            )
          })}
          <circle cx="60" cy="22" r="3" fill="#2af5ff" />
          <circle cx="44" cy="28" r="3" fill="#2af5ff" />
          <circle cx="76" cy="28" r="3" fill="#2af5ff" />
        </g>
      )}
    </svg>
  )
}
