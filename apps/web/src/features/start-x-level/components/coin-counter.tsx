import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_COINS, formatCountdown } from '../coin-state'
import { useCoinCounter } from '../hooks/use-coin-counter'
import { MessageModal } from './message-modal'

type Dialog = 'confirm-cancel' | 'out-of-coins' | null

/** The coin counter at the top right of Start X Level (SPEC.md section 4). */
export function CoinCounter({ requestedCoins }: { requestedCoins?: number }) {
  const { t } = useTranslation()
  const counter = useCoinCounter(requestedCoins)
  const [dialog, setDialog] = useState<Dialog>(null)

  const handleClick = () => {
    const outcome = counter.click()
    if (outcome !== 'start') setDialog(outcome)
  }

  return (
    <div className="coin-counter">
      <button
        type="button"
        className={`coin-button ${counter.running ? 'is-running' : ''}`}
        onClick={handleClick}
        title={t('coin.hint')}
      >
        <span className="coin-slots" aria-hidden="true">
          {Array.from({ length: MAX_COINS }, (_, index) => (
            <span key={index} className={`coin ${index < counter.coins ? 'is-full' : ''}`} />
          ))}
        </span>
        <span className="coin-count">
          {t('coin.credits', { count: counter.coins, max: MAX_COINS })}
        </span>
        <span className="coin-display">
          {counter.running ? formatCountdown(counter.remaining) : t('coin.ready')}
        </span>
      </button>
      {dialog === 'confirm-cancel' && (
        <MessageModal
          title={t('coin.title')}
          onClose={() => setDialog(null)}
          actions={
            <>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => {
                  counter.cancel()
                  setDialog(null)
                }}
              >
                {t('coin.cancel')}
              </button>
              <button type="button" className="btn btn-primary" onClick={() => setDialog(null)}>
                {t('coin.continue')}
              </button>
            </>
          }
        >
          <p>{t('coin.cancelQuestion')}</p>
        </MessageModal>
      )}
      {dialog === 'out-of-coins' && (
        <MessageModal
          title={t('coin.title')}
          tone="error"
          onClose={() => setDialog(null)}
          actions={
            <button type="button" className="btn btn-primary" onClick={() => setDialog(null)}>
              {t('coin.close')}
            </button>
          }
        >
          <p>{t('coin.outOfCoins')}</p>
        </MessageModal>
      )}
    </div>
  )
}
