import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RunAnomaly, RunReport } from '@app/shared'
import { ScoreChart } from '@/components/ui/score-chart'
import { videoTime } from '../run-format'
import { KeptFrame } from './counter-frame'

/** One anomaly: its kept frame, what the engine saw and where in the video. */
function AnomalyDetail({ anomaly, fps }: { anomaly: RunAnomaly; fps: number | null }) {
  const { t } = useTranslation()
  const kind = t(`anomalies.kinds.${anomaly.kind}`)
  return (
    <figure className="run-anomaly" aria-live="polite">
      <KeptFrame
        src={anomaly.frameUrl}
        alt={t('runs.anomaly.frameAlt', { frame: anomaly.frame, kind })}
        frame={anomaly.frame}
      />
      <figcaption>
        <strong>{kind}</strong>
        <span>
          {fps
            ? t('runs.anomaly.whereAt', {
                frame: anomaly.frame,
                time: videoTime(anomaly.frame / fps),
              })
            : t('runs.anomaly.where', { frame: anomaly.frame })}
        </span>
        {anomaly.detail && <span className="muted">{anomaly.detail}</span>}
      </figcaption>
    </figure>
  )
}

/** The score-over-time chart; clicking an anomaly marker shows that anomaly's frame. */
export function AnomalyExplorer({ report }: { report: RunReport }) {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<RunAnomaly | null>(null)
  const selected = chosen ?? report.anomalies[0] ?? null
  return (
    <section className="panel run-section" aria-labelledby="run-chart-title">
      <h2 id="run-chart-title" className="section-title">
        {t('runs.sections.chart')}
      </h2>
      {report.timeline.some((point) => point.score !== null) ? (
        <ScoreChart
          timeline={report.timeline}
          anomalies={report.anomalies}
          selected={selected}
          onSelect={setChosen}
        />
      ) : (
        <p className="muted">{t('runs.noReadings')}</p>
      )}
      {report.anomalies.length === 0 ? (
        <p className="run-no-anomaly">{t('runs.anomaly.none')}</p>
      ) : (
        <>
          <p className="muted">{t('runs.anomaly.hint', { count: report.anomalies.length })}</p>
          {selected && <AnomalyDetail anomaly={selected} fps={report.fps} />}
        </>
      )}
    </section>
  )
}
