import { useEffect, useRef, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { Game, GameCategory } from '@app/shared'
import '@/features/start-x-level/styles/flow.css'
import '@/features/start-x-level/styles/upload.css'
import '@/features/start-x-level/styles/dialogs.css'
import { CategoryCards } from '@/features/start-x-level/components/category-cards'
import { CoinCounter } from '@/features/start-x-level/components/coin-counter'
import { ConnectorLine } from '@/features/start-x-level/components/connector-line'
import { GameList } from '@/features/start-x-level/components/game-list'
import { StepIndicator } from '@/features/start-x-level/components/step-indicator'
import { UploadSection } from '@/features/start-x-level/components/upload-section'
import { useCategoryVoice } from '@/features/start-x-level/hooks/use-category-voice'
import { useSound } from '@/lib/use-sound'

/** The upload screen asks the counter for 5 coins; the counter's maximum of 3 wins. */
const UPLOAD_SCREEN_COINS = 5

const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'

/** Scrolls `target` into view whenever `trigger` changes to a non-null value. */
function useScrollOnChange(target: RefObject<HTMLElement | null>, trigger: unknown) {
  useEffect(() => {
    if (trigger === null) return
    target.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
  }, [target, trigger])
}

/** Start X Level: category -> game -> upload, with the coin counter at the top right. */
export function StartXLevelRoute() {
  const { t } = useTranslation()
  const { play } = useSound()
  const playVoice = useCategoryVoice()
  const [category, setCategory] = useState<GameCategory | null>(null)
  const [game, setGame] = useState<Game | null>(null)
  const flow = useRef<HTMLDivElement>(null)
  const chosenCard = useRef<HTMLButtonElement>(null)
  const gamesPanel = useRef<HTMLElement>(null)
  const upload = useRef<HTMLElement>(null)
  useScrollOnChange(gamesPanel, category)
  useScrollOnChange(upload, game)

  const chooseCategory = (next: GameCategory) => {
    play('choose-category')
    playVoice(next)
    setCategory(next)
    setGame(null)
  }

  const chooseGame = (next: Game) => {
    play('choose-game')
    setGame(next)
  }

  const step = game ? 3 : category ? 2 : 1
  return (
    <div className="page sx">
      <header className="sx-head">
        <StepIndicator step={step} />
        <CoinCounter requestedCoins={UPLOAD_SCREEN_COINS} />
      </header>
      <div className="sx-flow" ref={flow}>
        <h2 className="section-title center sx-intro">{t('startx.intro')}</h2>
        <CategoryCards chosen={category} onChoose={chooseCategory} chosenRef={chosenCard} />
        <section ref={gamesPanel} className="panel sx-games-panel" aria-labelledby="sx-games-title">
          <h2 id="sx-games-title" className="section-title">
            {t('startx.selectGame')}
          </h2>
          {category ? (
            <GameList category={category} chosenId={game?.id ?? null} onChoose={chooseGame} />
          ) : (
            <p className="muted">{t('startx.chooseCategory')}</p>
          )}
        </section>
        {category && (
          <ConnectorLine container={flow} from={chosenCard} to={gamesPanel} drawKey={category} />
        )}
      </div>
      {game && <UploadSection ref={upload} game={game} />}
    </div>
  )
}
