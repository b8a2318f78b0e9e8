import { useTranslation } from 'react-i18next'
import { MAX_ANOMALIES_SHOWN, type RunAnomaly } from '@app/shared'
import { useFramesAround } from '../api/get-frames-around'
import { KeptFrame } from './counter-frame'

function FramesRow({ runId, anomaly }: { runId: string; anomaly: RunAnomaly }) {
  const { t } = useTranslation()
  const frames = useFramesAround(runId, anomaly.frame)
  const kind = t(`anomalies.kinds.${anomaly.kind}`)
  return (
    <li className="anomaly-frames-row">
      <p className="anomaly-frames-title">
        <strong>{kind}</strong> {t('runs.anomaly.where', { frame: anomaly.frame })}
        {anomaly.detail && <span className="muted"> — {anomaly.detail}</span>}
      </p>
      {frames.isPending && <p className="muted">{t('common.loading')}</p>}
      {frames.isError && <p className="field-error">{t('moderation.framesError')}</p>}
      {frames.data && (
        <div className="anomaly-frames-strip">
          {frames.data.frames.map((frame) => (
            <figure
              key={frame.name}
              className={`run-frame${frame.frame === anomaly.frame ? ' is-anomaly' : ''}`}
            >
              <KeptFrame
                src={frame.url}
                alt={t('moderation.frameAlt', { frame: frame.frame })}
                frame={frame.frame}
              />
              <figcaption>
                {t('runs.anomaly.where', { frame: frame.frame })}
                {frame.frame < anomaly.frame && ` · ${t('moderation.before')}`}
                {frame.frame > anomaly.frame && ` · ${t('moderation.after')}`}
              </figcaption>
            </figure>
          ))}
        </div>
      )}
    </li>
  )
}

/** For the moderator: the kept frames before, at and after each anomaly, side by side. */
export function AnomalyFrames({
  runId,
  anomalies,
}: {
  runId: string
  anomalies: readonly RunAnomaly[]
}) {
  const { t } = useTranslation()
  if (anomalies.length === 0) return null
  return (
    <section className="panel run-section" aria-labelledby="anomaly-frames-title">
      <h2 id="anomaly-frames-title" className="section-title">
        {t('moderation.framesTitle')}
      </h2>
      <ul className="anomaly-frames">
        {anomalies.slice(0, MAX_ANOMALIES_SHOWN).map((anomaly) => (
          <FramesRow key={`${anomaly.frame}-${anomaly.kind}`} runId={runId} anomaly={anomaly} />
        ))}
      </ul>
    </section>
  )
}
