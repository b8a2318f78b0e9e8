import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { Game } from '@app/shared'
import { useValidation } from '../hooks/use-validation'
import { GameInfo } from './game-info'
import { MessageModal } from './message-modal'
import { ResultModal } from './result-modal'
import { UploadForm } from './upload-form'
import { ValidationProgress } from './validation-progress'

/** Step 3, 'INSERT COIN FOR UPLOAD': the upload form on the left, the game's info on the right. */
export function UploadSection({ game, ref }: { game: Game; ref: Ref<HTMLElement> }) {
  const { t } = useTranslation()
  const validation = useValidation(game.id)
  return (
    <section ref={ref} className="sx-upload" aria-labelledby="sx-upload-title" tabIndex={-1}>
      <h2 id="sx-upload-title" className="section-title sx-upload-title">
        {t('startx.upload.insertCoin')}
      </h2>
      <div className="sx-upload-grid">
        <section className="panel sx-upload-panel" aria-labelledby="sx-upload-info">
          <div className="sx-panel-head">
            <h3 id="sx-upload-info" className="sx-panel-title">
              {t('startx.upload.uploadInfo')}
            </h3>
            <span className="sx-validated">
              {t('startx.upload.validated', { count: validation.validated })}
            </span>
          </div>
          <UploadForm busy={validation.busy} onSubmit={(input) => void validation.submit(input)} />
          {validation.progress && <ValidationProgress progress={validation.progress} />}
        </section>
        <GameInfo game={game} />
      </div>
      {validation.error !== null && (
        <MessageModal
          title={t('startx.upload.noticeTitle')}
          tone="error"
          onClose={validation.dismissError}
          actions={
            <button type="button" className="btn btn-primary" onClick={validation.dismissError}>
              {t('startx.upload.ok')}
            </button>
          }
        >
          <p className="sx-pre">{validation.error}</p>
        </MessageModal>
      )}
      {validation.result && (
        <ResultModal submission={validation.result} onClose={validation.dismissResult} />
      )}
    </section>
  )
}
