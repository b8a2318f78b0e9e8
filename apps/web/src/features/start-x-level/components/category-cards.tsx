import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { GAME_CATEGORIES, type GameCategory } from '@app/shared'
import { CategoryArt } from './category-art'

interface CategoryCardsProps {
  chosen: GameCategory | null
  onChoose: (category: GameCategory) => void
  /** The chosen card, where the connector line starts. */
  chosenRef: Ref<HTMLButtonElement>
}

/** Step 1: the three mission categories (SPEC.md section 2). */
export function CategoryCards({ chosen, onChoose, chosenRef }: CategoryCardsProps) {
  const { t } = useTranslation()
  return (
    <div className="sx-categories" role="group" aria-label={t('startx.intro')}>
      {GAME_CATEGORIES.map((category) => (
        <button
          key={category}
          ref={chosen === category ? chosenRef : undefined}
          type="button"
          className={`sx-category sx-category-${category}`}
          aria-pressed={chosen === category}
          onClick={() => onChoose(category)}
        >
          <CategoryArt category={category} />
          <span className="sx-category-title">{t(`startx.${category}`)}</span>
          <span className="sx-category-sub">{t(`startx.${category}Sub`)}</span>
        </button>
      ))}
    </div>
  )
}
