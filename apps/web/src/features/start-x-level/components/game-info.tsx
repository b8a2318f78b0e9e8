import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { gameDescription, toLanguage, type Game } from '@app/shared'
import { GameLogo } from '@/components/ui/game-logo'
import { GameTrailer } from './game-trailer'
import { WhereToBuyModal } from './where-to-buy-modal'

/** The right-hand 'GAME INFO' panel of step 3. */
export function GameInfo({ game }: { game: Game }) {
  const { t, i18n } = useTranslation()
  const [buying, setBuying] = useState(false)
  const facts = [
    ['title', game.title],
    ['description', gameDescription(game.id, toLanguage(i18n.resolvedLanguage))],
    ['developer', game.developer],
    ['publisher', game.publisher],
    ['year', String(game.year)],
    ['platform', game.platform],
  ] as const
  return (
    <section className="panel sx-info" aria-labelledby="sx-info-title">
      <h3 id="sx-info-title" className="sx-panel-title">
        {t('startx.game.gameInfo')}
      </h3>
      <GameLogo game={game} className="sx-info-logo" />
      <div className="sx-trailer-box">
        <GameTrailer game={game} />
      </div>
      <dl className="sx-facts">
        {facts.map(([key, value]) => (
          <div key={key} className={`sx-fact sx-fact-${key}`}>
            <dt>{t(`startx.game.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="btn btn-ghost btn-block" onClick={() => setBuying(true)}>
        {t('startx.game.whereToBuy')}
      </button>
      {buying && <WhereToBuyModal title={game.title} onClose={() => setBuying(false)} />}
    </section>
  )
}
