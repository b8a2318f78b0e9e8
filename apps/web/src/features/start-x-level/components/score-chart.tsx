import { useTranslation } from 'react-i18next'
import type { Anomaly, TimelinePoint } from '@app/shared'

const WIDTH = 480
const HEIGHT = 160
const PAD = 12

interface ScoreChartProps {
  timeline: readonly TimelinePoint[]
  anomalies: readonly Anomaly[]
}

/** Score readings over the video's frames, with the anomalies marked in red. */
export function ScoreChart({ timeline, anomalies }: ScoreChartProps) {
  const { t } = useTranslation()
  const points = timeline.filter((point) => point.score !== null) as (TimelinePoint & {
    score: number
  })[]
  if (points.length === 0) return null
  const lastFrame = Math.max(...timeline.map((p) => p.frame), ...anomalies.map((a) => a.frame), 1)
  const top = Math.max(...points.map((p) => p.score), 1)
  const x = (frame: number) => PAD + (frame / lastFrame) * (WIDTH - 2 * PAD)
  const y = (score: number) => HEIGHT - PAD - (score / top) * (HEIGHT - 2 * PAD)
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.frame)},${y(p.score)}`).join(' ')
  const label = t('startx.result.chartLabel', {
    count: points.length,
    anomalies: anomalies.length,
  })
  return (
    <figure className="sx-chart">
      <figcaption>{t('startx.result.chartTitle')}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        <path d={`M${PAD},${HEIGHT - PAD}H${WIDTH - PAD}`} className="sx-chart-axis" />
        <path
          d={`${line} L${x(points.at(-1)!.frame)},${HEIGHT - PAD} L${x(points[0]!.frame)},${HEIGHT - PAD} Z`}
          className="sx-chart-area"
        />
        <path d={line} className="sx-chart-line" />
        {anomalies.map((anomaly) => (
          <g key={`${anomaly.frame}-${anomaly.kind}`} className="sx-chart-anomaly">
            <title>{`${anomaly.frame}: ${anomaly.kind} ${anomaly.detail}`}</title>
            <path d={`M${x(anomaly.frame)},${PAD}V${HEIGHT - PAD}`} />
            <circle cx={x(anomaly.frame)} cy={PAD} r={4} />
          </g>
        ))}
      </svg>
    </figure>
  )
}
